import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '@/components/ui/button';

describe('Button', () => {
  it.each(['sm', 'md', 'lg'] as const)('renders size %s with its class', (size) => {
    render(<Button size={size}>Uložiť</Button>);
    expect(screen.getByRole('button', { name: 'Uložiť' })).toHaveClass(size);
  });

  it('defaults to a primary md button of type button', () => {
    render(<Button>Uložiť</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass('primary', 'md');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('is disabled and busy while loading, and ignores clicks', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Objednať
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Objednať' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href', () => {
    render(
      <Button href="/cart" variant="secondary">
        Košík
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Košík' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveClass('secondary');
  });
});
