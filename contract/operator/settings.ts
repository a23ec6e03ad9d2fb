import { setting } from '../settings';
import * as v from 'valibot';
import { defineCall } from '../call';
import { ok } from '../common';

/** Operator: replaces the country and/or IP blacklists (a list left out is kept). */
export const adminUpdateSetting = defineCall({
  path: 'admin/update_setting',
  method: 'POST',
  auth: 'staff',
  permission: 'settings.write',
  stepUp: true,
  request: v.object({
    country_black_list: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'invalid_value')),
        ),
        v.maxLength(300, 'invalid_value'),
      ),
    ),
    ip_black_list: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.trim(), v.ip('invalid_value'))),
        v.maxLength(10_000, 'invalid_value'),
      ),
    ),
  }),
  response: v.object({ status: ok, setting }),
});
