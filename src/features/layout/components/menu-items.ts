import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MENU_PAGES } from '../../../../contract/constants';
import type { IconName } from '../../../components/icon';

export type MenuTarget =
  | '/{-$locale}/online-casino'
  | '/{-$locale}/live-casino'
  | '/{-$locale}/sports'
  | '/{-$locale}/promotion'
  | '/{-$locale}/contact-us';

export interface MenuItem {
  page: number;
  label: MessageDescriptor;
  icon: IconName;
  /** a route, or 'faq' for the FAQ popup window */
  target: MenuTarget | 'faq';
}

/** The sidebar menu with the spec's page numbers. */
export const MENU_ITEMS: MenuItem[] = [
  {
    page: MENU_PAGES.casino,
    label: msg`Casino`,
    icon: 'casino',
    target: '/{-$locale}/online-casino',
  },
  {
    page: MENU_PAGES.liveCasino,
    label: msg`Casino en vivo`,
    icon: 'live',
    target: '/{-$locale}/live-casino',
  },
  { page: MENU_PAGES.sports, label: msg`Deportes`, icon: 'sports', target: '/{-$locale}/sports' },
  {
    page: MENU_PAGES.promotion,
    label: msg`Promociones`,
    icon: 'promotion',
    target: '/{-$locale}/promotion',
  },
  { page: MENU_PAGES.faq, label: msg`Preguntas frecuentes`, icon: 'faq', target: 'faq' },
  {
    page: MENU_PAGES.contactUs,
    label: msg`Contacto`,
    icon: 'contact',
    target: '/{-$locale}/contact-us',
  },
];
