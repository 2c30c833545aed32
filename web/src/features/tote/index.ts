/** The Tote: its header button, its drawer (items, mobile number, checkout), and adding to it. */
export { ToteIconButton } from './ToteIconButton.tsx';
export { ToteDrawer } from './ToteDrawer.tsx';
export { useAddToToteMutation } from './useAddToToteMutation.ts';
export { optimisticToteAdd } from './toteUpdaters.ts';
