// Push notifications in the browser: the service worker shows a pushed message and opens its
// page, and the account toggle asks for permission only when the player switches it on.
import { expect, test, type Page, type Worker } from '@playwright/test';
import { logInThroughSidebar, registerPlayer } from './support';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie_consent', 'all');
    // counts the permission questions the app asks
    const ask = Notification.requestPermission.bind(Notification);
    const counter = window as unknown as { permissionRequests: number };
    counter.permissionRequests = 0;
    Notification.requestPermission = () => {
      counter.permissionRequests++;
      return ask();
    };
  });
});

async function openWithServiceWorker(page: Page): Promise<Worker> {
  const worker = page.context().waitForEvent('serviceworker');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  return page.context().serviceWorkers()[0] ?? (await worker);
}

/** Delivers `data` to the page's service worker as the push service would (DevTools protocol). */
async function deliverPush(page: Page, data: object): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations)
      registrations.set(registration.registrationId, registration);
  });
  await cdp.send('ServiceWorker.enable');
  let registrationId: string | undefined;
  await expect
    .poll(() => {
      registrationId = [...registrations].find(
        ([, registration]) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      )?.[0];
      return registrationId;
    })
    .toBeDefined();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrationId as string,
    data: JSON.stringify(data),
  });
}

/**
 * Delivers `data` as the push service would and waits until the notification the worker shows for
 * it is on display. Reading notifications before that loses it: Chromium's getNotifications()
 * deletes every stored notification the platform does not report as displayed yet (one created
 * before the read began), so a read racing the push handler drops it for good and every later read
 * lists nothing, which failed this spec now and then. So nothing is read until the worker's own
 * showNotification() has resolved.
 */
async function pushAndWaitForNotification(page: Page, worker: Worker, data: object) {
  await worker.evaluate(() => {
    const scope = globalThis as unknown as NotifyingScope;
    const { registration } = scope;
    const showNotification = registration.showNotification.bind(registration);
    scope.notificationShown = new Promise<void>((resolve, reject) => {
      registration.showNotification = (...args) => {
        registration.showNotification = showNotification;
        const shown = showNotification(...args);
        shown.then(resolve, reject);
        return shown;
      };
    });
  });
  await deliverPush(page, data);
  await worker.evaluate(() => (globalThis as unknown as NotifyingScope).notificationShown);
}

interface NotifyingScope {
  registration: ServiceWorkerRegistration;
  /** Settles when the push handler's notification is on display. */
  notificationShown?: Promise<void>;
}

/** The notifications the service worker shows. */
function shownNotifications(worker: Worker) {
  return worker.evaluate(async () => {
    const scope = globalThis as unknown as NotifyingScope;
    const notifications = await scope.registration.getNotifications();
    return notifications.map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });
}

test('a pushed message shows its notification; its click takes the open app to the transaction list', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL as string });
  const player = await registerPlayer(request);
  const worker = await openWithServiceWorker(page);
  await logInThroughSidebar(page, player.username, player.password);

  const message = {
    title: 'Depósito acreditado',
    body: 'Tu depósito de 1,50 mBTC ya está en tu saldo.',
    tag: 'transaction-42',
    url: '/user-management?tab=4',
  };
  await pushAndWaitForNotification(page, worker, message);
  expect(await shownNotifications(worker)).toEqual([
    {
      title: message.title,
      body: message.body,
      tag: message.tag,
      icon: `${new URL(page.url()).origin}/icons/icon-192.png`,
      data: { url: message.url },
    },
  ]);

  // DevTools cannot click a notification: the worker's own click handler runs with the notification
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    try {
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    } catch {
      // waitUntil refuses an event the browser did not send; the handler has already started
    }
  });
  await expect(page).toHaveURL(/\/user-management\?tab=4$/);
  await expect(page.getByRole('tab', { name: 'Transacciones' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => shownNotifications(worker)).toEqual([]);
});

test('a message that is not ours still shows a notification (browsers require one)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL as string });
  const worker = await openWithServiceWorker(page);
  await pushAndWaitForNotification(page, worker, { unexpected: true });
  expect((await shownNotifications(worker)).map((item) => item.data)).toEqual([{ url: '/' }]);
});

async function openPersonalDetails(page: Page) {
  const player = await registerPlayer(page.request);
  await openWithServiceWorker(page);
  await logInThroughSidebar(page, player.username, player.password);
  await page.locator('.sidebar').getByRole('button', { name: 'Datos personales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datos personales' });
  return { dialog, toggle: dialog.getByRole('switch', { name: 'Notificaciones' }) };
}

const permissionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);

test('the toggle asks for permission only when switched on by keyboard; a browser without a push service says it failed', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL as string });
  const { dialog, toggle } = await openPersonalDetails(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveAccessibleDescription('Desactivadas.');
  expect(await permissionRequests(page)).toBe(0);

  await toggle.focus();
  await page.keyboard.press('Space');
  // headless Chromium grants the permission but has no push service: subscribe is refused
  await expect(dialog.getByRole('alert')).toHaveText(
    'No se pudieron activar las notificaciones. Inténtalo de nuevo más tarde.',
  );
  expect(await permissionRequests(page)).toBe(1);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.pushManager.getSubscription();
    }),
  ).toBeNull();
});

test('when the browser blocks notifications the toggle says so and stays off', async ({ page }) => {
  const { toggle } = await openPersonalDetails(page);
  await toggle.click();
  // without a grant, Playwright's browser answers the question with "denied"
  await expect(toggle).toHaveAccessibleDescription(
    'Bloqueadas por el navegador: permítelas en los ajustes del sitio.',
  );
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveAttribute('aria-disabled', 'true');
  expect(await permissionRequests(page)).toBe(1);
});
