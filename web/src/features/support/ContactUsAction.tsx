import { Modal } from '../../ui/Modal/Modal.tsx';
import { openModal } from '../../platform/state/ui.ts';
import { ContactUsForm } from './ContactUsForm.tsx';

/** "Contact us" about an order: opens the support request form in a modal. */
export function ContactUsAction({ orderId }: { orderId: number }) {
  return (
    <>
      <button type="button" className="link-button" onClick={() => openModal('contactUs')}>
        Contact us
      </button>
      <Modal name="contactUs" title="Contact us">
        <ContactUsForm orderId={orderId} defaultTopic="order" />
      </Modal>
    </>
  );
}
