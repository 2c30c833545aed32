/**
 * /style-survey: opens at the first step not done (resume), each step saves its answer and moves on,
 * a refusal shows the api's sentence and stays, size and fit saves the profile's sizes, and the end
 * offers the picks and a fresh start (reset → step 1).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { signInForTest } from '../../../../test/session.ts';

const { start, operation } = setupRouteFixtures({});

const TITLES = ['Set the vibe', 'Brand crushes', 'Size and fit', 'Your day to day', 'Your spend style'];
const KEYS = ['VIBE', 'BRANDS', 'SIZES', 'OCCUPATION', 'SPEND'];
const choice = (value: string, label: string, selected = false) => ({
  value,
  label,
  description: `${label}.`,
  selected,
});

function survey(currentStep: number) {
  const done = (step: number) => currentStep === 0 || step < currentStep;
  return {
    currentStep,
    completed: currentStep === 0,
    steps: TITLES.map((title, i) => ({ step: i + 1, key: KEYS[i], title, done: done(i + 1) })),
    vibes: ['Romantic', 'Classic', 'Relaxed', 'Edgy'].map((title, i) => ({
      optionId: i + 1,
      title,
      description: `${title} looks.`,
      image: { url: `/images/products/dresses/aaaaaa-1.svg`, alt: title },
      selected: false,
    })),
    vibeLimits: { min: 1, max: 3 },
    brands: ['Kestrel', 'Maison Vale'].map((name, i) => ({
      brandId: 10 + i,
      name,
      logo: { url: `/images/brands/b${i}.svg`, alt: name },
      selected: false,
    })),
    brandLimits: { min: 1, max: 10 },
    occupations: [choice('office', 'Office'), choice('creative', 'Creative')],
    spendStyles: [choice('saver', 'Smart saver'), choice('balanced', 'Balanced')],
  };
}
const PROFILE = { clothingSizes: ['M'], shoeSizes: [], bodyShape: null, birthYear: null, birthMonth: null };
const ok = () => ({ userErrors: [] });

describe('/style-survey', () => {
  it('resumes at the first step not done, with the done steps marked', async () => {
    signInForTest();
    start('/style-survey', { StyleSurvey: () => survey(3), Profile: () => PROFILE, UpdateViewerPayload: ok });
    expect(await screen.findByRole('heading', { name: 'Size and fit' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Survey steps' });
    expect(within(steps).getByRole('button', { name: /^Set the vibe\s*\(done\)$/ })).toBeTruthy();
    expect((within(steps).getByRole('button', { name: /Your day to day/ }) as HTMLButtonElement).disabled).toBe(true);
    // the profile's sizes are the answer of this step
    expect((screen.getByRole('checkbox', { name: /^M/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^US 8/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your day to day' })).toBeTruthy();
    expect(operation('useSaveSurveySizesMutation')!.request.variables).toEqual({
      input: { clothingSizes: ['M'], shoeSizes: ['US 8'] },
    });
  });

  it('saves the vibes (up to 3), then the brands, and moves on', async () => {
    signInForTest();
    start('/style-survey', { StyleSurvey: () => survey(1), StyleSurveyPayload: ok });
    expect(await screen.findByRole('heading', { name: 'Set the vibe' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    for (const name of ['Romantic', 'Edgy', 'Classic', 'Relaxed'])
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
    expect(screen.getByRole('button', { name: /^Relaxed/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'Brand crushes' })).toBeTruthy();
    expect(operation('useChooseVibesMutation')!.request.variables).toEqual({ input: { optionIds: [1, 4, 2] } });
    fireEvent.click(screen.getByRole('button', { name: 'Kestrel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Size and fit' })).toBeTruthy();
    expect(operation('useChooseBrandsMutation')!.request.variables).toEqual({ input: { brandIds: [10] } });
  });

  it("shows a refusal with the api's sentence and stays on the step", async () => {
    signInForTest();
    const message = 'Invalid parameter spend: Invalid option';
    start('/style-survey', {
      StyleSurvey: () => survey(5),
      StyleSurveyPayload: () => ({ viewer: null, userErrors: [{ code: '40001', field: ['input', 'spend'], message }] }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Balanced/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { name: 'Your spend style' })).toBeTruthy();
  });

  it('a finished survey offers the picks and starts over with reset', async () => {
    signInForTest();
    start('/style-survey', { StyleSurvey: () => survey(0), StyleSurveyPayload: ok });
    expect(await screen.findByRole('heading', { name: 'Your style survey is done' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your picks' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'Set the vibe' })).toBeTruthy();
    expect(operation('useResetSurveyMutation')).toBeTruthy();
  });
});
