import { faceBinder } from '../../http/bind';

/** Binds a call the payment processor makes (its callbacks, signed with the shared secret). */
export const bindProcessorCall = faceBinder({
  name: 'payment processor',
  auths: ['processor'],
  ownsPath: (path) => path.startsWith('payment/callback/'),
});
