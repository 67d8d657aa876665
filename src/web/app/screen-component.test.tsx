/** A screen whose code is loaded is drawn at once; one whose code is not yet loaded suspends. */
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen as find } from '@testing-library/react';
import { screen } from './routes';

const loader = () => Promise.resolve({ default: () => <p>Screen content</p> });

function renderScreen(route: ReturnType<typeof screen>) {
  const Screen = route.component;
  render(
    <Suspense fallback={<p>Waiting</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('screen component', () => {
  it('draws a preloaded screen without suspending', async () => {
    const route = screen('/x', 'X', loader);
    route.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderScreen(route);
    expect(find.getByText('Screen content')).toBeTruthy();
    expect(find.queryByText('Waiting')).toBeNull();
  });

  it('suspends on a screen whose code is not loaded yet', async () => {
    renderScreen(screen('/y', 'Y', loader));
    expect(find.getByText('Waiting')).toBeTruthy();
    expect(await find.findByText('Screen content')).toBeTruthy();
  });
});
