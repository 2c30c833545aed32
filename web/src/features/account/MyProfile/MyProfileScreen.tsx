import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { MyProfileScreenQuery } from '../../../__generated__/MyProfileScreenQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';
import { MobileChange } from '../MobileChange/MobileChange.tsx';
import '../../../ui/FormField/FormField.css';
import './MyProfile.css';

export const myProfileScreenQuery = graphql`
  query MyProfileScreenQuery {
    viewer {
      id
      email
      ...ProfileForm_user
      ...NotificationSettings_user
      ...MobileChange_user
    }
  }
`;

/** /account/my-profile: profile details, contact details, notification settings. */
export function MyProfileScreen() {
  const { queryRef } = useLoaderData() as ScreenData<MyProfileScreenQuery>;
  const { viewer } = usePreloadedQuery<MyProfileScreenQuery>(myProfileScreenQuery, queryRef);
  useDocumentTitle('My profile');
  if (!viewer) return null; // the account layout sends a signed-out shopper to login

  return (
    <div className="my-profile">
      <h1 className="account-page__title">My profile</h1>
      <p className="account-page__lead">Your details help us suggest the right fit.</p>

      <section className="account-section" aria-labelledby="profile-contact">
        <h2 id="profile-contact" className="account-section__title">
          Contact details
        </h2>
        <div className="account-card">
          <div className="readonly-field">
            <span className="field__label">Email</span>
            <span className="readonly-field__value">{viewer.email}</span>
            <span className="readonly-field__note">Your email is your login.</span>
          </div>
          <MobileChange user={viewer} />
        </div>
      </section>

      <section className="account-section" aria-labelledby="profile-details">
        <h2 id="profile-details" className="account-section__title">
          Profile
        </h2>
        <div className="account-card">
          <ProfileForm user={viewer} />
        </div>
      </section>

      <section className="account-section" aria-labelledby="profile-notifications">
        <h2 id="profile-notifications" className="account-section__title">
          Notifications
        </h2>
        <div className="account-card">
          <NotificationSettings user={viewer} />
        </div>
      </section>
    </div>
  );
}
