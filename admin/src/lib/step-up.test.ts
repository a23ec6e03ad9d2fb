import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from './api-client';
import { runWithStepUp } from './step-up';

const refusal = (code: 'fresh_totp_required' | 'forbidden') => new ApiFailure(403, code);

describe('an action that may need a fresh code', () => {
  it('runs once and asks nothing when the server lets it through', async () => {
    const confirmCode = vi.fn();
    await expect(runWithStepUp(() => Promise.resolve('paid'), confirmCode)).resolves.toBe('paid');
    expect(confirmCode).not.toHaveBeenCalled();
  });

  it('asks for a code on fresh_totp_required and runs again once it is confirmed', async () => {
    const action = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refusal('fresh_totp_required'))
      .mockResolvedValueOnce('paid');
    await expect(runWithStepUp(action, () => Promise.resolve(true))).resolves.toBe('paid');
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('keeps the refusal when the code is not given, and runs nothing more', async () => {
    const action = vi.fn(() => Promise.reject(refusal('fresh_totp_required')));
    await expect(runWithStepUp(action, () => Promise.resolve(false))).rejects.toMatchObject({
      code: 'fresh_totp_required',
    });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for any other refusal', async () => {
    const confirmCode = vi.fn();
    await expect(
      runWithStepUp(() => Promise.reject(refusal('forbidden')), confirmCode),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(confirmCode).not.toHaveBeenCalled();
  });
});
