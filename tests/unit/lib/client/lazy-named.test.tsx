import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from '@/lib/client/lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Dobrý deň, {name}</p>;
}

describe('lazyNamed', () => {
  it('renders the named export with its props once the module has loaded', async () => {
    const { Component } = lazyNamed(async () => ({ Greeting }), 'Greeting');
    render(
      <Suspense fallback={<p>Načítava sa</p>}>
        <Component name="Jana" />
      </Suspense>,
    );
    expect(screen.getByText('Načítava sa')).toBeInTheDocument();
    expect(await screen.findByText('Dobrý deň, Jana')).toBeInTheDocument();
  });

  it('loads nothing until the component renders or preload is called', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const { preload } = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    await expect(preload()).resolves.toEqual({ Greeting });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
