import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Gallery, orderImages, wrapIndex } from '@/components/product/gallery';
import { renderWithIntl } from '../render-with-intl';

const images = [
  { src: '/media/p/1-2.webp', caption: 'Bok', cover: false },
  { src: '/media/p/1-1.webp', caption: 'Predok', cover: true },
  { src: '/media/p/1-3.webp', caption: 'Zadok', cover: false },
];

const mainImage = () => within(screen.getByRole('button', { name: 'Zväčšiť obrázok na celú obrazovku' })).getByRole('img');

describe('Gallery', () => {
  it('wraps indexes both ways and puts the cover first', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
    expect(orderImages(images).map((i) => i.caption)).toEqual(['Predok', 'Bok', 'Zadok']);
  });

  it('starts at the cover; next and previous wrap around', () => {
    renderWithIntl(<Gallery images={images} name="Kamera" />);
    expect(mainImage()).toHaveAttribute('alt', 'Predok');
    fireEvent.click(screen.getByRole('button', { name: 'Predchádzajúci obrázok' }));
    expect(mainImage()).toHaveAttribute('alt', 'Zadok');
    fireEvent.click(screen.getByRole('button', { name: 'Nasledujúci obrázok' }));
    expect(mainImage()).toHaveAttribute('alt', 'Predok');
    expect(screen.getByText('Obrázok 1 z 3')).toBeInTheDocument();
  });

  it('arrow keys navigate, thumbnails select', () => {
    renderWithIntl(<Gallery images={images} name="Kamera" />);
    const region = screen.getByRole('region', { name: 'Obrázky produktu' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('alt', 'Bok');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('alt', 'Predok');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(mainImage()).toHaveAttribute('alt', 'Zadok');
    fireEvent.click(screen.getByRole('button', { name: 'Zobraziť obrázok 2' }));
    expect(mainImage()).toHaveAttribute('alt', 'Bok');
    expect(screen.getByRole('button', { name: 'Zobraziť obrázok 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens fullscreen as a dialog; arrows step there and Escape closes it', async () => {
    renderWithIntl(<Gallery images={images} name="Kamera" />);
    fireEvent.click(screen.getByRole('button', { name: 'Zväčšiť obrázok na celú obrazovku' }));
    // the fullscreen view's code loads on first use
    const dialog = await screen.findByRole('dialog', { name: 'Zväčšené obrázky produktu' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zavrieť zväčšenie' })).toHaveFocus());
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Bok');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Zadok');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('alt', 'Zadok');
  });

  it('shows the placeholder and no controls without images', () => {
    renderWithIntl(<Gallery images={[]} name="Kamera" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
