import { faceBinder } from '../../http/bind';

/** Binds a call a game provider makes to the platform's seamless wallet (signed with its secret). */
export const bindProviderCall = faceBinder({
  name: 'game provider',
  auths: ['provider'],
  ownsPath: (path) => path.startsWith('provider/'),
});
