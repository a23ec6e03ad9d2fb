import { faceBinder } from '../../http/bind';

/** Binds a call of the operator's back-office: its paths start with admin/. */
export const bindOperatorCall = faceBinder({
  name: 'operator',
  auths: ['staff', 'public'],
  ownsPath: (path) => path.startsWith('admin/'),
});
