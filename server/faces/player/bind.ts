import { faceBinder } from '../../http/bind';

/** Binds a call the player app makes (signed in or not): anything under /api/ but the back-office's and the partners'. */
export const bindPlayerCall = faceBinder({
  name: 'player',
  auths: ['public', 'optional', 'player'],
  ownsPath: (path) => !/^(admin|provider|payment\/callback)\//.test(path),
});
