import { graphql, useFragment } from 'react-relay';
import { formatMobile } from '@tote/contract/validation';
import type { ToteMobileNumber_user$key } from '../../__generated__/ToteMobileNumber_user.graphql.ts';
import { MobileChange } from '../account/index.ts';
import { Modal } from '../../ui/Modal/Modal.tsx';
import { closeModal, openModal } from '../../platform/state/ui.ts';

/** The number delivery texts go to, with the cart mobile-number edit modal (a UI flag). */
export function ToteMobileNumber({ user }: { user: ToteMobileNumber_user$key }) {
  const data = useFragment(
    graphql`
      fragment ToteMobileNumber_user on User {
        mobile
        ...MobileChange_user
      }
    `,
    user,
  );
  return (
    <div className="tote-mobile">
      <p className="tote-mobile__text">
        Delivery texts go to <strong>{data.mobile ? formatMobile(data.mobile) : 'no number yet'}</strong>
      </p>
      <button type="button" className="link-button" onClick={() => openModal('cartMobileNumberEdit')}>
        {data.mobile ? 'Edit' : 'Add'}
        <span className="visually-hidden"> mobile number</span>
      </button>
      <Modal name="cartMobileNumberEdit" title="Mobile number">
        <MobileChange user={data} startAt="number" onDone={() => closeModal('cartMobileNumberEdit')} />
      </Modal>
    </div>
  );
}
