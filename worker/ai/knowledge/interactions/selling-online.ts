import { NO_PAYMENT, PAID_IN_PERSON, PAID_OUTSIDE } from '../languages';
import type { InteractionInput } from '../records';

export default {
  id: 'selling-online',
  name: 'Selling online',
  // "no payments through the site", "pay cash on collection": a board where people settle it themselves.
  unlessSaid: [
    ...NO_PAYMENT,
    ...PAID_IN_PERSON,
    'no online sales',
    'not for sale',
    'pas de vente en ligne',
    'keine online-verkaufe',
    'sin venta online',
    'sem venda online',
    'no online shop',
    'no webshop',
    'nada de tienda online',
    'sin tienda online',
    'no quiero tienda online',
    'pas de boutique en ligne',
    'kein onlineshop',
    'keinen onlineshop',
    'sem loja online',
    // ("sell them choose-and-cut … card payments with SumUp on the day": sold on site, not shipped.)
    'choose and cut',
    'pick your own',
    'sumup on the day',
    'card payments on the day',
    // "Nothing is sold, it is a swap between shops."
    'nothing is sold',
    'nothing gets sold',
    'nothing is for sale',
    'no money changes hands',
    'es wird nichts verkauft',
    'nada se vende',
    "rien n'est vendu",
    'nada é vendido',
  ],
  noun: 'online shop',
  // ("mark them sold or cut down when used": a state of what is kept, nothing sold through the app.)
  // ("registar cada campanha: … a quem vendemos e a que preço": to whom it was sold is what a record holds.)
  notIn: [
    'mark * sold',
    'mark * as sold',
    'marked * sold',
    'marked as sold',
    'mark as sold',
    'marked sold',
    'who we sold',
    'who we sell',
    'who it was sold',
    'a quem vendemos',
    'a quem vendo',
    'a quién vendemos',
    'à qui on vend',
    'à qui nous vendons',
    'an wen wir verkaufen',
    // ("6 shops … a clipboard per shop … on the shop tablet": the shops a business runs, nothing sold online.)
    'per shop',
    'each shop',
    'every shop',
    'shop tablet',
    'shop floor',
    'shop staff',
    'shop manager',
    'in the shop',
    'at the shop',
    // ("what went to charity shops": where things end up, nothing sold online.)
    'charity shop',
    'charity shops',
  ],
  verbs: [
    ['sell', 6],
    ['buy', 3],
    ['purchase', 3],
    ['ship', 3],
    ['check out', 2],
  ],
  nouns: [
    ['webshop', 5],
    ['e-commerce', 4],
    ['ecommerce', 4],
    ['shop', 4],
    ['merch', 3],
    ['merchandise', 3],
    ['product', 2],
  ],
  recognise: {
    de: [
      ['online shop', 6],
      ['onlineshop', 6],
      ['webshop', 5],
      ['verkaufen', 5],
      ['verkauf*', 4],
      ['shop', 3],
      ['fanshop', 5],
      ['kaufen', 3],
      ['kauft', 3],
      ['gekauft', 3],
      ['warenkorb', 4],
      ['versand', 3],
      ['produkte', 2],
      ['e-commerce', 5],
      ['merch', 3],
    ],
    es: [
      ['tienda online', 6],
      ['tienda en línea', 6],
      ['venta online', 5],
      ['vender', 5],
      ['vende', 5],
      ['vendid*', 5],
      ['comercio electrónico', 5],
      ['tienda virtual', 6],
      ['venta', 3],
      ['vendemos', 5],
      ['comprar', 3],
      ['compran', 3],
      ['carrito de compra*', 4],
      ['envios', 3],
      ['ecommerce', 5],
      ['productos', 2],
      ['pasarela de pago', 3],
      ['catálogo de productos', 4],
    ],
    fr: [
      ['boutique en ligne', 6],
      ['vente en ligne', 6],
      ['vendre', 5],
      ['vend', 5],
      ['vendent', 5],
      ['vendu*', 5],
      ['e-commerce', 5],
      ['boutique*', 3],
      ['vente*', 3],
      ['vendons', 5],
      ['acheter', 3],
      ['achète', 3],
      ['achètent', 3],
      ['achetons', 3],
      ['panier', 3],
      ['expédition*', 3],
      ['produits', 2],
      ['paiement en ligne', 3],
      ['ecommerce', 5],
      ['shop', 4],
    ],
    pt: [
      ['loja online', 6],
      ['loja virtual', 6],
      ['venda online', 5],
      ['vender', 5],
      ['vende', 5],
      ['vendem', 5],
      ['vendid*', 5],
      ['comércio eletrônico', 5],
      ['loja*', 3],
      ['venda', 3],
      ['vendemos', 5],
      ['comprar', 3],
      ['compram', 3],
      ['comprem', 3],
      ['carrinho de compras', 4],
      ['frete', 3],
      ['envio*', 2],
      ['produtos', 2],
      ['e-commerce', 5],
      ['ecommerce', 5],
    ],
  },
  thing: 'product',
  things: 'products',
  features: [
    {
      id: 'selling-online-catalogue',
      title: '{Thing} Catalogue',
      description: 'Every {thing} on sale with photos, price, options and what is in stock, sorted into a few clear categories.',
      done: [
        {
          when: 'someone opens a {thing}',
          then: 'show its photos, price, options and whether it is in stock, with a button to add it to the cart',
        },
      ],
    },
    {
      id: 'selling-online-checkout',
      title: 'Cart and Checkout',
      description: 'A cart that keeps its contents, then delivery details and payment on one page, with a confirmation by email.',
      done: [
        {
          when: 'someone pays for a cart',
          then: 'take the payment, reduce the stock, and send an order confirmation with what was bought and how it comes',
        },
        {
          when: 'the last one of a {thing} sells while it sits in someone else’s cart',
          then: 'tell that person before payment and let them remove it or change the quantity',
        },
      ],
    },
    {
      id: 'selling-online-stock',
      title: 'Stock and Sold-out {Things}',
      description:
        'A stock count per {thing} or variant that goes down with each sale, with sold-out ones marked and low stock flagged.',
      done: [
        { when: 'the stock of a {thing} reaches zero', then: 'show it as sold out and stop it from being bought' },
        { when: 'the stock of a {thing} falls below its set level', then: 'alert the shop owner' },
      ],
    },
    {
      id: 'selling-online-orders',
      title: 'Orders, Shipping and Pickup',
      description: 'Every order with its status (paid, packed, shipped or ready, done), and the buyer told at each step.',
      done: [
        {
          when: 'staff mark an order as shipped or ready for pickup',
          then: 'email the buyer with the tracking link or the pickup details',
        },
      ],
    },
    {
      id: 'selling-online-sales',
      title: 'Sales and Best-selling {Things}',
      description: 'Takings by day and month, the best-selling {things} and what is running low.',
      done: [
        {
          when: 'the shop owner opens the sales for a month',
          then: 'show takings per day, the best-selling {things} and the number of orders',
        },
      ],
    },
  ],
  questions: [
    {
      id: 'selling-online-fulfilment',
      category: 'scope',
      text: 'How do {actors} get the {things} they buy?',
      options: [
        'Shipped by post or courier',
        'Pickup in person',
        'Delivered locally by you',
        'Digital only: download, code or e-ticket',
      ],
      recommended: 'Shipped by post or courier',
      reason: 'Shipping opens the shop to every buyer; free pickup can sit next to it as an option.',
      impact: 10,
      decision: 'Getting {things} to buyers',
      says: {
        'Shipped by post or courier': 'Orders are shipped by post or courier; buyers enter an address and get a tracking link.',
        'Pickup in person': 'Orders are picked up in person at a set place and time; buyers are told when theirs is ready.',
        'Delivered locally by you':
          'Orders are delivered locally by the seller within a set area, in delivery slots the buyer picks.',
        'Digital only: download, code or e-ticket':
          'Nothing is shipped: buyers get a download link, a code or an e-ticket by email right after paying.',
      },
      settledBy: {
        'Pickup in person': [
          'pick up',
          'pickup',
          'click and collect',
          'collect in store',
          'abholung',
          'abholen',
          'recogida en tienda',
          'retrait en magasin',
          'retirada na loja',
        ],
        // ("people can buy a ticket for a crossing": a ticket to travel or get in is never posted.)
        'Digital only: download, code or e-ticket': [
          'digital download',
          'downloadable',
          'e-ticket',
          'e-tickets',
          'buy a ticket',
          'buy tickets',
          'tickets are sold',
          'sell tickets',
          'tickets online',
        ],
        'Shipped by post or courier': ['shipping', 'versand', 'envío', 'expédition', 'envio'],
      },
    },
    {
      id: 'selling-online-platform',
      category: 'integrations',
      text: 'Should {things} be sold in the app itself, or on a shop platform?',
      options: ['In the app, with a hosted checkout such as Stripe', 'On a shop platform such as Shopify, linked to the app'],
      recommended: 'In the app, with a hosted checkout such as Stripe',
      reason:
        'A hosted checkout keeps card data off your servers and fits your design; a shop platform pays off for big catalogues.',
      impact: 8,
      // "pay cash on collection": nothing is sold through a checkout.
      askIf: { not: { says: [...PAID_OUTSIDE] } },
      decision: 'Shop platform and checkout',
      replaces: ['online-payments', 'payment-provider'],
      says: {
        'In the app, with a hosted checkout such as Stripe':
          'Build catalogue, cart and orders in the app and take payment with a hosted checkout (Stripe Checkout).',
        'On a shop platform such as Shopify, linked to the app':
          'Keep {things}, stock and checkout on a shop platform (Shopify) and show them in the app through its storefront API.',
      },
      settledBy: {
        'On a shop platform such as Shopify, linked to the app': ['shopify', 'woocommerce', 'squarespace', 'wix', 'etsy'],
      },
    },
    {
      id: 'selling-online-stock',
      category: 'data',
      text: 'How should stock be counted for {things}?',
      options: [
        'No limit: made to order or unlimited',
        'A count per {thing} that sells out at zero',
        'A count per variant such as size',
      ],
      recommended: 'A count per {thing} that sells out at zero',
      reason:
        'A simple count stops you selling what you do not have; counts per option are needed only where sizes or colours differ.',
      impact: 8,
      decision: 'Stock counting',
      feature: 'selling-online-stock',
      says: {
        'No limit: made to order or unlimited':
          'There is no stock count; every {thing} can always be bought and is made or sent on order.',
        'A count per {thing} that sells out at zero':
          'Each {thing} has a stock count that goes down with each sale and marks it sold out at zero.',
        'A count per variant such as size':
          'Each option of a {thing} (size, colour) has its own price and stock count; sold-out options cannot be picked.',
      },
      settledBy: {
        'No limit: made to order or unlimited': [
          'made to order',
          'print on demand',
          'auf bestellung',
          'bajo pedido',
          'sur commande',
          'sob encomenda',
        ],
        'A count per variant such as size': ['sizes', 'größen', 'tallas', 'tailles', 'tamanhos'],
      },
    },
    {
      id: 'selling-online-shipping-cost',
      category: 'data',
      text: 'How is the shipping cost of {things} worked out?',
      options: ['One flat rate', 'Flat rate plus free shipping above a set value', 'By weight and destination'],
      recommended: 'Flat rate plus free shipping above a set value',
      reason: 'A flat rate with a free-shipping threshold is easy to understand and lifts the basket size.',
      impact: 6,
      decision: 'Shipping costs',
      askIf: { answer: 'selling-online-fulfilment', is: ['Shipped by post or courier'] },
      says: {
        'One flat rate': 'Every order pays one flat shipping rate per destination country.',
        'Flat rate plus free shipping above a set value':
          'Orders pay a flat shipping rate, and shipping is free above a set order value.',
        'By weight and destination':
          'Shipping is worked out from the weight of the order and the destination, from set rate tables.',
      },
    },
    {
      id: 'selling-online-accounts',
      category: 'security',
      text: 'Do {actors} need an account to buy?',
      options: ['No, guest checkout only', 'Guest checkout plus an optional account', 'Yes, an account is required'],
      recommended: 'Guest checkout plus an optional account',
      reason: 'A forced sign-up is one of the top reasons carts are abandoned; an optional account still serves repeat buyers.',
      impact: 6,
      decision: 'Buyer accounts',
      replaces: 'sign-in',
      settledByAccess: { everyone: 'Yes, an account is required', staff: 'No, guest checkout only' },
      says: {
        'No, guest checkout only': 'Buyers check out with an email address and no account; order updates come by email.',
        'Guest checkout plus an optional account':
          'Buyers can check out as guests or create an account that keeps addresses and past orders.',
        'Yes, an account is required': 'Buyers sign in (email link or Google) before checking out; orders stay in the account.',
      },
    },
    {
      id: 'selling-online-returns',
      category: 'edge-cases',
      text: 'How are returns and refunds of {things} handled?',
      options: ['No returns, all sales are final', 'Return requests in the app within a set period', 'By email, handled by hand'],
      recommended: 'Return requests in the app within a set period',
      reason: 'A request flow with a set period (14 days by law in the EU) keeps refunds orderly and traceable.',
      impact: 5,
      decision: 'Returns and refunds',
      says: {
        'No returns, all sales are final': 'All sales are final; say so clearly before payment and on the confirmation.',
        'Return requests in the app within a set period':
          'Buyers request a return from their order within a set period; staff approve it and refund once the item is back.',
        'By email, handled by hand': 'Returns are arranged by email; staff record refunds on the order by hand.',
      },
    },
    {
      id: 'selling-online-catalogue-start',
      category: 'data',
      text: 'How will the {things} get into the shop at the start?',
      options: ['Entered one by one in the app', 'Imported from a spreadsheet', 'Imported from an existing shop platform'],
      recommended: 'Imported from a spreadsheet',
      reason:
        'A spreadsheet lets you prepare names, prices, stock and photos in one go, and fix them in bulk before the shop opens.',
      impact: 6,
      decision: 'Loading the catalogue',
      says: {
        'Entered one by one in the app': 'Staff add each {thing} by hand in the app, with its photos, price, options and stock.',
        'Imported from a spreadsheet':
          'Provide an import of {things} from a spreadsheet (CSV) with name, price, options, stock and photo links, showing errors per row before saving.',
        'Imported from an existing shop platform':
          'Import the existing {things}, with photos, prices and stock, from the shop platform in use today through its export or API.',
      },
      settledBy: {
        'Imported from a spreadsheet': ['products in a spreadsheet', 'products in excel', 'product spreadsheet'],
        'Imported from an existing shop platform': ['move from shopify', 'move from etsy', 'migrate from woocommerce'],
      },
    },
    {
      id: 'selling-online-tax',
      category: 'data',
      text: 'How should tax such as VAT be handled on the prices of {things}?',
      options: ['Prices include tax at one rate', 'Tax added at checkout by the buyer’s country', 'No tax is charged'],
      recommended: 'Prices include tax at one rate',
      reason:
        'Buyers expect the shown price to be what they pay; one included rate needs no tax service until you sell abroad at scale.',
      impact: 6,
      decision: 'Tax on prices',
      says: {
        'Prices include tax at one rate':
          'Prices of {things} include tax at one rate set by the shop owner (a reduced rate can be set per {thing}); receipts show the tax share.',
        'Tax added at checkout by the buyer’s country':
          'Prices are shown before tax; tax is worked out at checkout from the buyer’s country (e.g. Stripe Tax) and shown on the receipt.',
        'No tax is charged':
          'No tax is charged on {things}; receipts carry the note that explains why (e.g. not registered for VAT).',
      },
      settledBy: {
        'Tax added at checkout by the buyer’s country': ['stripe tax', 'plus vat', 'excluding vat', 'prix hors taxes'],
        'No tax is charged': [
          'not vat registered',
          'not registered for vat',
          'kleinunternehmer*',
          'exento de iva',
          'tva non applicable',
          'isento de iva',
        ],
      },
    },
    {
      id: 'selling-online-discounts',
      category: 'scope',
      text: 'Should some {things} or orders ever sell for less than the usual price?',
      options: ['No discounts for now', 'Discount codes entered at checkout', 'Sale prices set per {thing} for a period'],
      recommended: 'Discount codes entered at checkout',
      reason:
        'Codes cover launch offers, members and newsletters with one feature, and hosted checkouts support them out of the box.',
      impact: 5,
      decision: 'Discounts',
      says: {
        'No discounts for now': 'There are no discounts; every {thing} sells at its listed price.',
        'Discount codes entered at checkout':
          'Staff create discount codes (a percentage or amount off, an end date, an optional use limit) that buyers enter at checkout.',
        'Sale prices set per {thing} for a period':
          'Staff can give a {thing} a sale price for a set period; the shop shows the usual price struck through.',
      },
      settledBy: {
        'Discount codes entered at checkout': [
          'discount code',
          'promo code',
          'coupon code',
          'rabattcode',
          'gutscheincode',
          'código de descuento',
          'code promo',
          'cupom de desconto',
        ],
      },
    },
    {
      id: 'selling-online-cancel',
      category: 'edge-cases',
      text: 'Can a buyer change or cancel an order after paying, before it is sent?',
      options: [
        'No: orders are final once paid',
        'Cancel in their account until it is packed',
        'They ask, and staff cancel and refund from the order',
      ],
      recommended: 'They ask, and staff cancel and refund from the order',
      reason:
        'Cancellations are rare in a small shop; a one-step cancel and refund for staff avoids buyer-side rules for every order state.',
      impact: 5,
      decision: 'Cancelling paid orders',
      says: {
        'No: orders are final once paid':
          'Paid orders cannot be cancelled or changed; say so before payment and in the confirmation.',
        'Cancel in their account until it is packed':
          'Buyers can cancel a paid order in their account until staff mark it as packed; the payment is refunded and the stock put back at once.',
        'They ask, and staff cancel and refund from the order':
          'Buyers ask by reply or message; staff cancel or change the order in one step, which refunds the difference, puts the stock back and emails the buyer.',
      },
    },
  ],
} satisfies InteractionInput;
