export type Platform = 'ios' | 'android';

const GUIDES: Record<Platform, { title: string; steps: string[] }> = {
  ios: {
    title: 'iPhone and iPad (Safari)',
    steps: [
      'Open Tote in Safari.',
      'Tap the Share button — the square with an arrow pointing up.',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add”: Tote now opens from its icon, full screen, like an app.',
    ],
  },
  android: {
    title: 'Android (Chrome)',
    steps: [
      'Open Tote in Chrome.',
      'Tap the menu — the three dots at the top right.',
      'Tap “Add to Home screen” (on some phones “Install app”).',
      'Tap “Add”: Tote now opens from its icon, like an app.',
    ],
  },
};

/** How to put the shop on a phone's home screen, for the platforms that have no app to download. */
export function HomeScreenSteps({ platforms }: { platforms: Platform[] }) {
  return (
    <div className="download-app__guides">
      {platforms.map((platform) => {
        const guide = GUIDES[platform];
        return (
          <section key={platform} className="download-app__guide" aria-labelledby={`home-screen-${platform}`}>
            <h2 id={`home-screen-${platform}`} className="download-app__guide-title">
              {guide.title}
            </h2>
            <ol>
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
