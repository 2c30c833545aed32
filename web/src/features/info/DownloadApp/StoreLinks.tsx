interface Props {
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}

/** The app's store pages (the api's APP_STORE_URL / PLAY_STORE_URL), each opening in a new tab. */
export function StoreLinks({ appStoreUrl, playStoreUrl }: Props) {
  const stores = [
    { url: appStoreUrl, label: 'Download on the App Store' },
    { url: playStoreUrl, label: 'Get it on Google Play' },
  ].filter((store): store is { url: string; label: string } => store.url !== null);
  return (
    <ul className="download-app__stores" aria-label="Download the app">
      {stores.map((store) => (
        <li key={store.label}>
          <a className="button" href={store.url} target="_blank" rel="noopener noreferrer">
            {store.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
