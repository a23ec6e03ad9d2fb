import type { NewContent } from '../modules/content/repository';
import { slideImageUrl } from './catalogue';

type Locale = 'es' | 'en';
type Entry = Omit<NewContent, 'locale' | 'type' | 'image_url' | 'published'> & {
  image_url?: string | null;
};

const promotions: Record<Locale, Entry[]> = {
  es: [
    {
      slug: 'bono-bienvenida',
      title: 'Bono de bienvenida de 1 mBTC',
      summary: 'Regístrate con el código WELCOME y recibe 1 mBTC para jugar.',
      body_html:
        '<h2>Bono de bienvenida</h2><p>Usa el código <strong>WELCOME</strong> al registrarte y recibe <strong>1 mBTC</strong> al instante.</p><ul><li>Requisito de apuesta: 30 veces el bono.</li><li>Un bono por jugador.</li><li>Solo mayores de 18 años.</li></ul>',
      sort: 0,
      image_url: slideImageUrl('es', false, 0),
    },
    {
      slug: 'recarga-semanal',
      title: 'Recarga semanal de 0,5 mBTC',
      summary: 'Indica el código RELOAD50 al pedir tu dirección de depósito.',
      body_html:
        '<h2>Recarga semanal</h2><p>Escribe el código <strong>RELOAD50</strong> al abrir el depósito: tu siguiente depósito confirmado suma <strong>0,5 mBTC</strong> extra.</p><p>Requisito de apuesta: 20 veces el bono.</p>',
      sort: 1,
      image_url: slideImageUrl('es', false, 1),
    },
    {
      slug: 'originales-provably-fair',
      title: 'Originales Provably Fair',
      summary: 'Dice, Limbo, Hi-Lo y Ruleta Europea verificables en cada jugada.',
      body_html:
        '<h2>Juego justo demostrable</h2><p>Antes de cada jugada ves el hash de la semilla del servidor; tú eliges tu semilla. Después puedes comprobar cada resultado.</p>',
      sort: 2,
      image_url: slideImageUrl('es', false, 2),
    },
  ],
  en: [
    {
      slug: 'bono-bienvenida',
      title: '1 mBTC welcome bonus',
      summary: 'Sign up with the code WELCOME and get 1 mBTC to play.',
      body_html:
        '<h2>Welcome bonus</h2><p>Use the code <strong>WELCOME</strong> when you sign up and get <strong>1 mBTC</strong> at once.</p><ul><li>Wagering requirement: 30 times the bonus.</li><li>One bonus per player.</li><li>18+ only.</li></ul>',
      sort: 0,
      image_url: slideImageUrl('en', false, 0),
    },
    {
      slug: 'recarga-semanal',
      title: '0.5 mBTC weekly reload',
      summary: 'Enter the code RELOAD50 when you ask for your deposit address.',
      body_html:
        '<h2>Weekly reload</h2><p>Enter the code <strong>RELOAD50</strong> when you open the deposit: your next confirmed deposit adds <strong>0.5 mBTC</strong> extra.</p><p>Wagering requirement: 20 times the bonus.</p>',
      sort: 1,
      image_url: slideImageUrl('en', false, 1),
    },
    {
      slug: 'originales-provably-fair',
      title: 'Provably fair originals',
      summary: 'Dice, Limbo, Hi-Lo and European Roulette, verifiable on every round.',
      body_html:
        '<h2>Provably fair play</h2><p>Before each round you see the hash of the server seed; you choose your own seed. Afterwards you can check every result.</p>',
      sort: 2,
      image_url: slideImageUrl('en', false, 2),
    },
  ],
};

const faq: Record<Locale, [string, string, string][]> = {
  es: [
    [
      'como-deposito',
      '¿Cómo deposito?',
      '<p>Abre <em>Depósito</em>, copia tu dirección de Bitcoin o escanea el código QR y envía BTC. El saldo se acredita tras las confirmaciones indicadas.</p>',
    ],
    [
      'cuanto-tarda-retiro',
      '¿Cuánto tarda un retiro?',
      '<p>Los retiros quedan pendientes hasta que el operador los envía; recibirás un correo con el identificador de la transacción.</p>',
    ],
    [
      'cancelar-retiro',
      '¿Puedo cancelar un retiro?',
      '<p>Sí, mientras esté pendiente: en la lista de transacciones pulsa <em>Revertir</em> y el importe vuelve a tu saldo.</p>',
    ],
    [
      'que-es-mbtc',
      '¿Qué es mBTC?',
      '<p>Un milibitcoin: la milésima parte de un bitcoin (100 000 satoshis).</p>',
    ],
    [
      'provably-fair',
      '¿Qué significa Provably Fair?',
      '<p>Cada resultado se calcula con HMAC-SHA256 de la semilla del servidor, tu semilla y un contador. Puedes verificarlo tú mismo.</p>',
    ],
    [
      'juego-responsable',
      'Juego responsable',
      '<p>El juego puede crear adicción. Juega solo si eres mayor de 18 años y fija tus propios límites.</p>',
    ],
  ],
  en: [
    [
      'como-deposito',
      'How do I deposit?',
      '<p>Open <em>Deposit</em>, copy your Bitcoin address or scan the QR code and send BTC. Your balance is credited after the stated confirmations.</p>',
    ],
    [
      'cuanto-tarda-retiro',
      'How long does a withdrawal take?',
      '<p>Withdrawals stay pending until the operator sends them; you will get an email with the transaction id.</p>',
    ],
    [
      'cancelar-retiro',
      'Can I cancel a withdrawal?',
      '<p>Yes, while it is pending: press <em>Reverse</em> in the transaction list and the amount returns to your balance.</p>',
    ],
    [
      'que-es-mbtc',
      'What is mBTC?',
      '<p>A millibitcoin: one thousandth of a bitcoin (100,000 satoshis).</p>',
    ],
    [
      'provably-fair',
      'What does provably fair mean?',
      '<p>Every result is computed with HMAC-SHA256 of the server seed, your seed and a counter. You can check it yourself.</p>',
    ],
    [
      'juego-responsable',
      'Responsible gambling',
      '<p>Gambling can be addictive. Play only if you are over 18 and set your own limits.</p>',
    ],
  ],
};

const pages: Record<Locale, [string, string, string][]> = {
  es: [
    [
      'welcome',
      'Bienvenido',
      '<h1>Bienvenido al casino</h1><p>Casino, casino en vivo y deportes virtuales con Bitcoin. Regístrate en un minuto y recibe tu bono de bienvenida.</p>',
    ],
    [
      'welcome1-aus',
      'Bienvenido, Australia',
      '<h1>Jugadores de Australia</h1><p>Deposita con Bitcoin y juega a nuestros originales verificables.</p>',
    ],
    [
      'welcome1-canada',
      'Bienvenido, Canadá',
      '<h1>Jugadores de Canadá</h1><p>Retiros rápidos en BTC y soporte en inglés y español.</p>',
    ],
    [
      'welcome1-south-africa',
      'Bienvenido, Sudáfrica',
      '<h1>Jugadores de Sudáfrica</h1><p>Casino en vivo a cualquier hora con crupieres reales.</p>',
    ],
    [
      'welcome1-uk',
      'Bienvenido, Reino Unido',
      '<h1>Jugadores del Reino Unido</h1><p>Juego responsable ante todo: fija tus límites y juega con cabeza.</p>',
    ],
    [
      'terms',
      'Términos y condiciones',
      '<h1>Términos y condiciones</h1><p>Para jugar debes tener 18 años o más y residir donde el juego en línea con Bitcoin está permitido. Una cuenta por persona.</p><h2>Depósitos y retiros</h2><p>Los depósitos se acreditan al confirmarse en la red. Un retiro puede pedir que verifiques tu correo, tu identidad o que cumplas el requisito de apuesta de un bono.</p><h2>Juego responsable</h2><p>Puedes fijar límites de depósito, pérdida y sesión, tomar una pausa o autoexcluirte desde tu cuenta.</p>',
    ],
    [
      'privacy',
      'Política de privacidad',
      '<h1>Política de privacidad</h1><p>Tratamos tus datos para gestionar tu cuenta, tus pagos y cumplir la ley. No vendemos tus datos.</p><h2>Cookies</h2><p>Las cookies necesarias mantienen tu sesión y tus preferencias (idioma, tema). Con tu permiso usamos cookies de análisis.</p><h2>Tus derechos</h2><p>Puedes pedir acceso, rectificación o supresión de tus datos escribiéndonos desde Contacto.</p>',
    ],
  ],
  en: [
    [
      'welcome',
      'Welcome',
      '<h1>Welcome to the casino</h1><p>Casino, live casino and virtual sports with Bitcoin. Sign up in a minute and get your welcome bonus.</p>',
    ],
    [
      'welcome1-aus',
      'Welcome, Australia',
      '<h1>Players from Australia</h1><p>Deposit with Bitcoin and play our verifiable originals.</p>',
    ],
    [
      'welcome1-canada',
      'Welcome, Canada',
      '<h1>Players from Canada</h1><p>Fast BTC withdrawals and support in English and Spanish.</p>',
    ],
    [
      'welcome1-south-africa',
      'Welcome, South Africa',
      '<h1>Players from South Africa</h1><p>Live casino at any hour with real dealers.</p>',
    ],
    [
      'welcome1-uk',
      'Welcome, United Kingdom',
      '<h1>Players from the United Kingdom</h1><p>Responsible gambling first: set your limits and play wisely.</p>',
    ],
    [
      'terms',
      'Terms and conditions',
      '<h1>Terms and conditions</h1><p>To play you must be 18 or older and live where online gambling with Bitcoin is allowed. One account per person.</p><h2>Deposits and withdrawals</h2><p>Deposits are credited once confirmed on the network. A withdrawal may ask you to verify your email, your identity or to meet a bonus wagering requirement.</p><h2>Responsible gambling</h2><p>You can set deposit, loss and session limits, take a break or exclude yourself from your account.</p>',
    ],
    [
      'privacy',
      'Privacy policy',
      '<h1>Privacy policy</h1><p>We process your data to run your account and payments and to comply with the law. We do not sell your data.</p><h2>Cookies</h2><p>Necessary cookies keep your session and preferences (language, theme). With your consent we use analytics cookies.</p><h2>Your rights</h2><p>You can ask for access, correction or deletion of your data by writing to us from Contact.</p>',
    ],
  ],
};

export function demoContent(): NewContent[] {
  const items: NewContent[] = [];
  for (const locale of ['es', 'en'] as const) {
    for (const entry of promotions[locale]) {
      items.push({
        ...entry,
        image_url: entry.image_url ?? null,
        type: 'promotion',
        locale,
        published: true,
      });
    }
    faq[locale].forEach(([slug, title, body], index) =>
      items.push({
        type: 'faq',
        locale,
        slug,
        title,
        summary: '',
        body_html: body,
        image_url: null,
        sort: index,
        published: true,
      }),
    );
    pages[locale].forEach(([slug, title, body], index) =>
      items.push({
        type: 'content',
        locale,
        slug,
        title,
        summary: '',
        body_html: body,
        image_url: null,
        sort: index,
        published: true,
      }),
    );
  }
  return items;
}
