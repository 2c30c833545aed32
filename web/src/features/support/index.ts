/** Contact us: the request form an order page opens. */
export { ContactUsAction } from './ContactUsAction.tsx';
