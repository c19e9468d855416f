import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '@/components/ui/button';

// IntentLink prefetches through the app router, which a unit test does not mount
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

/** The icon drawn in the button, as the visitor sees it (decorative, so hidden from the accessibility tree). */
const iconOf = (element: HTMLElement) => element.querySelector('svg');

describe('Button', () => {
  it.each([
    ['sm', '14'],
    ['md', '18'],
    ['lg', '24'],
  ] as const)('a %s button draws its icon at %s px', (size, px) => {
    render(
      <Button size={size} icon="trash">
        Odstrániť
      </Button>,
    );
    const icon = iconOf(screen.getByRole('button', { name: 'Odstrániť' }));
    expect(icon).toHaveAttribute('width', px);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not submit the form it stands in, unless it is the submit button', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Pridať riadok</Button>
        <Button type="submit">Uložiť</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pridať riadok' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, shows the spinner instead of its icon, and ignores clicks', () => {
    const onClick = jest.fn();
    render(
      <Button loading icon="cart" onClick={onClick}>
        Objednať
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Objednať' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(iconOf(button)).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link to the address when given href, with its label and icon', () => {
    render(
      <Button href="/cart" variant="secondary" icon="cart">
        Košík
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Košík' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).not.toHaveAttribute('aria-busy');
    expect(iconOf(link)).toHaveAttribute('width', '18');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
