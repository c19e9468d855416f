import { Suspense, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyNamed } from '@/lib/browser/lazy-named';

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

  it('renders a preloaded part at once, without showing the fallback (React would delay it up to 300 ms)', async () => {
    const { Component, preload } = lazyNamed(async () => ({ Greeting }), 'Greeting');
    await preload();
    render(
      <Suspense fallback={<p>Načítava sa</p>}>
        <Component name="Peter" />
      </Suspense>,
    );
    expect(screen.getByText('Dobrý deň, Peter')).toBeInTheDocument();
    expect(screen.queryByText('Načítava sa')).not.toBeInTheDocument();
  });

  it('keeps a part shown through React.lazy when its code arrives: it does not remount', async () => {
    const mounts = jest.fn();
    function Counter() {
      const [mounted] = useState(() => mounts());
      return <p>Počítadlo {String(mounted)}</p>;
    }
    const { Component, preload } = lazyNamed(async () => ({ Counter }), 'Counter');
    const { rerender } = render(
      <Suspense fallback={<p>Načítava sa</p>}>
        <Component />
      </Suspense>,
    );
    await screen.findByText(/Počítadlo/);
    await preload();
    rerender(
      <Suspense fallback={<p>Načítava sa</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText(/Počítadlo/)).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
