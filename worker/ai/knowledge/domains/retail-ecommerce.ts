import type { DomainInput } from '../records';

export default {
  id: 'retail-ecommerce',
  name: 'Online shops and retail',
  noun: 'online shop',
  complexity: 2,
  recognise: {
    en: [
      ['online shop', 6],
      ['online store', 6],
      ['e-commerce', 6],
      ['ecommerce', 6],
      ['webshop', 6],
      ['storefront', 5],
      ['shopify', 5],
      ['woocommerce', 6],
      ['shopping cart', 5],
      ['add to cart', 5],
      ['cart', 2],
      ['checkout', 2],
      ['product catalog', 4],
      ['product catalogue', 4],
      ['products', 2],
      ['retail', 4],
      ['boutique', 3],
      ['merch', 4],
      ['merchandise', 4],
      ['dropshipping', 6],
      ['print on demand', 5],
      ['sell online', 4],
      ['sell my products', 5],
      ['buy online', 4],
      ['shop online', 4],
      ['people can buy', 4],
      ['shop', 2],
      ['clothing brand', 4],
      ['discount codes', 3],
      ['shipping', 2],
    ],
    de: [
      ['onlineshop', 6],
      ['onlinehandel', 6],
      ['shopsystem', 6],
      ['warenkorb', 5],
      ['versandkosten', 4],
      ['einzelhandel', 4],
      ['ladengeschaft', 4],
      ['produktkatalog', 4],
      ['onlineverkauf', 5],
      ['gutscheincode', 3],
      ['versandhandel', 5],
      ['produkte verkaufen', 5],
    ],
    es: [
      ['tienda online', 6],
      ['tienda en linea', 6],
      ['tienda virtual', 6],
      ['comercio electronico', 6],
      ['carrito de compra', 5],
      ['catalogo de productos', 4],
      ['venta online', 5],
      ['vender productos', 4],
      ['comercio minorista', 4],
      ['cupon de descuento', 3],
      ['gastos de envio', 4],
    ],
    fr: [
      ['boutique en ligne', 6],
      ['commerce en ligne', 6],
      ['site marchand', 6],
      ['vente en ligne', 6],
      ['panier', 4],
      ['catalogue produits', 4],
      ['frais de port', 4],
      ['commercant', 3],
      ['magasin', 3],
      ['code promo', 3],
    ],
    pt: [
      ['loja virtual', 6],
      ['loja online', 6],
      ['comercio eletronico', 6],
      ['carrinho de compras', 5],
      ['catalogo de produtos', 4],
      ['frete', 3],
      ['loja', 3],
      ['varejo', 4],
      ['cupom de desconto', 3],
      ['vender online', 4],
    ],
  },
  exclude: [
    'app store',
    'play store',
    'data store',
    'state store',
    'object store',
    'vector store',
    'key-value store',
    'store data',
    'store the data',
    'store files',
    'coffee shop',
    'barber shop',
    'repair shop',
    'body shop',
    'shop floor',
  ],
  entities: [
    {
      name: 'Product',
      fields: ['title', 'description', 'images', 'category', 'brand', 'status (draft, active, archived)', 'SEO title'],
    },
    {
      name: 'Variant',
      fields: ['product → Product', 'options (size, colour)', 'SKU', 'price', 'compare-at price', 'stock', 'weight'],
    },
    {
      name: 'Order',
      fields: [
        'customer → Customer',
        'lines (variant, quantity, price)',
        'shipping address',
        'shipping method',
        'subtotal, tax, shipping, total',
        'status (paid, packed, shipped, delivered, refunded)',
        'tracking number',
      ],
    },
    { name: 'Customer', fields: ['email', 'name', 'addresses', 'marketing consent', 'orders'] },
    {
      name: 'Discount',
      fields: ['code', 'type (percent, fixed, free shipping)', 'value', 'minimum order', 'valid from and to', 'usage limit'],
    },
    {
      name: 'Return',
      fields: ['order → Order', 'items', 'reason', 'status (requested, approved, received, refunded)', 'refund amount'],
    },
    { name: 'Shipping Zone', fields: ['countries', 'rates (flat, by weight)', 'free shipping threshold'] },
  ],
  roles: [
    { name: 'Shop owner', can: 'manage products, prices, discounts, shipping and staff, and see sales' },
    { name: 'Staff', can: 'process orders, print packing slips, add tracking numbers and handle returns' },
    { name: 'Customer', can: 'browse, buy, track orders, manage addresses and request returns' },
  ],
  features: [
    {
      id: 'product-catalogue',
      title: 'Product Catalogue with Variants',
      description:
        'Products with photos, description and categories; each size or colour is a variant with its own price, SKU and stock.',
      match: [
        'catalog',
        'catalogue',
        'products',
        'variants',
        'sizes',
        'produktkatalog',
        'catalogo',
        'catalogue produits',
        'produtos',
      ],
      done: [
        {
          when: 'a customer opens a product with variants',
          then: 'show each size or colour with its price and stock, and disable the ones sold out',
        },
      ],
    },
    {
      id: 'cart-checkout',
      title: 'Cart and Checkout',
      description: 'A cart that survives a page reload and a short checkout: address, shipping method, payment, confirmation.',
      match: ['cart', 'checkout', 'basket', 'warenkorb', 'kasse', 'carrito', 'panier', 'carrinho', 'finalizar compra'],
      done: [
        {
          when: 'a customer completes checkout',
          then: 'take payment, create the order, reduce stock and email an order confirmation',
        },
        {
          when: 'a price or stock level changes while an item is in the cart',
          then: 'show the change in the cart before payment is taken',
        },
      ],
    },
    {
      id: 'stock-tracking',
      title: 'Stock Tracking without Overselling',
      description:
        'Stock per variant goes down with each paid order and back up with cancellations; the last item is never sold twice.',
      match: ['stock', 'inventory', 'lagerbestand', 'inventario', 'existencias', 'stock disponible', 'estoque'],
      done: [
        {
          when: 'two customers pay for the last item at the same time',
          then: 'complete exactly one order and tell the other the item sold out before charging them',
        },
        { when: 'a variant reaches zero', then: 'mark it sold out in the shop and notify the owner' },
      ],
    },
    {
      id: 'order-fulfilment',
      title: 'Order Processing and Shipping',
      description:
        'Staff see paid orders, print packing slips and labels, add tracking numbers, and the customer is told at each step.',
      match: [
        'fulfilment',
        'fulfillment',
        'order management',
        'shipping labels',
        'versand',
        'envios',
        'expedition',
        'envio de pedidos',
      ],
      done: [
        { when: 'staff add a tracking number to an order', then: 'mark it shipped and email the customer the tracking link' },
      ],
    },
    {
      id: 'shipping-rates',
      title: 'Shipping Zones and Rates',
      description: 'Shipping prices by country or zone, flat or by weight, with a free-shipping threshold shown in the cart.',
      match: ['shipping rates', 'shipping costs', 'delivery costs', 'versandkosten', 'gastos de envio', 'frais de port', 'frete'],
      done: [
        {
          when: 'a customer enters a shipping address',
          then: 'show the shipping options and prices for that zone before payment',
        },
      ],
    },
    {
      id: 'customer-accounts',
      title: 'Customer Accounts and Order History',
      description:
        'Customers save addresses, see past orders and their status, and reorder; checkout still works without an account.',
      match: ['customer account', 'my account', 'order history', 'kundenkonto', 'mi cuenta', 'mon compte', 'minha conta'],
      done: [
        {
          when: 'a signed-in customer opens their account',
          then: 'show past orders with status and tracking, and saved addresses',
        },
      ],
    },
    {
      id: 'discount-codes',
      title: 'Discount Codes and Sales',
      description: 'Percentage, fixed-amount and free-shipping codes with limits, plus sale prices shown struck through.',
      match: ['discount', 'coupon', 'promo code', 'sale', 'rabatt', 'gutschein', 'descuento', 'cupon', 'code promo', 'cupom'],
      done: [
        { when: 'a customer enters an expired or used-up code', then: 'reject it with the reason and keep the cart unchanged' },
      ],
    },
    {
      id: 'returns-refunds',
      title: 'Returns and Refunds',
      description:
        'Customers request a return from their order, staff approve and receive it, and the refund goes back to the original payment.',
      match: ['returns', 'refunds', 'retoure', 'ruckgabe', 'devoluciones', 'retours', 'remboursement', 'devolucao', 'reembolso'],
      done: [
        {
          when: 'staff mark a returned item as received',
          then: 'refund the item to the original payment, put it back in stock if resellable, and email the customer',
        },
      ],
    },
    {
      id: 'product-search',
      title: 'Product Search and Filters',
      description: 'Search across titles and descriptions with filters for category, size, colour and price, and sorting.',
      match: ['search', 'filters', 'suche', 'filter', 'busqueda', 'filtros', 'recherche', 'filtres', 'busca'],
      done: [
        {
          when: 'a customer filters by size and price',
          then: 'show only products with a variant in stock in that size and price range',
        },
      ],
    },
    {
      id: 'order-emails',
      title: 'Order and Shipping Emails',
      description: 'Branded emails for order confirmation, shipping with tracking, delivery, refund and abandoned cart.',
      match: [
        'order confirmation',
        'emails',
        'bestellbestatigung',
        'confirmacion de pedido',
        'confirmation de commande',
        'confirmacao de pedido',
      ],
      done: [
        { when: 'an order is paid', then: 'email the customer a confirmation with items, totals, address and expected delivery' },
      ],
    },
    {
      id: 'taxes-invoices',
      title: 'Taxes and Invoices',
      description: 'Correct VAT or sales tax per country, prices shown the way the market expects, and a PDF invoice per order.',
      match: ['tax', 'vat', 'invoice', 'mehrwertsteuer', 'rechnung', 'iva', 'factura', 'tva', 'facture', 'nota fiscal'],
      done: [
        {
          when: 'an order is paid',
          then: 'record the tax per line and make a numbered invoice available in the customer’s account',
        },
      ],
    },
    {
      id: 'product-reviews',
      title: 'Product Reviews and Ratings',
      description: 'Buyers rate and review products they bought; the average rating shows on product cards and pages.',
      match: ['reviews', 'ratings', 'bewertungen', 'resenas', 'valoraciones', 'avis clients', 'avaliacoes'],
      done: [
        { when: 'a customer’s order is delivered', then: 'invite them a few days later to review the products they bought' },
      ],
    },
    {
      id: 'abandoned-carts',
      title: 'Abandoned Cart Reminders',
      description: 'A reminder email to signed-in or identified customers who left items in the cart, with a link back to it.',
      match: [
        'abandoned cart',
        'cart recovery',
        'warenkorbabbrecher',
        'carrito abandonado',
        'panier abandonne',
        'carrinho abandonado',
      ],
      done: [
        {
          when: 'a customer with a known email leaves a cart for 24 hours',
          then: 'send one reminder with the cart contents, unless they have ordered since',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Stripe', for: 'card and wallet payments, Stripe Checkout, Stripe Tax and refunds' },
    { name: 'PayPal', for: 'PayPal and pay-later options customers in many markets expect' },
    { name: 'Shippo, ShipStation or Sendcloud', for: 'shipping labels, live carrier rates and tracking updates' },
    { name: 'Klaviyo or Mailchimp', for: 'newsletters, abandoned cart and win-back emails' },
    { name: 'Algolia', for: 'fast product search and filters for large catalogues' },
    { name: 'Google Merchant Center', for: 'a product feed for Google Shopping listings' },
  ],
  pages: [
    { name: 'Home', purpose: 'featured products, collections and current offers' },
    { name: 'Category', purpose: 'product grid with filters and sorting' },
    { name: 'Product detail', purpose: 'photos, variants, price, stock, reviews and add to cart' },
    { name: 'Cart', purpose: 'items, quantities, discount code and shipping estimate' },
    { name: 'Checkout', purpose: 'address, shipping method and payment in as few steps as possible' },
    { name: 'My account', purpose: 'orders with tracking, addresses and returns' },
    { name: 'Admin orders', purpose: 'paid orders to pack and ship, returns and refunds' },
    { name: 'Admin products', purpose: 'products, variants, prices, stock and photos' },
  ],
  design:
    'product-photo-led with a clean grid, price and add-to-cart always visible on product pages, a short checkout with its steps shown, and a trust line on shipping and returns',
  questions: [
    {
      id: 'shop-what-sold',
      category: 'scope',
      text: 'What does the shop sell?',
      options: [
        'Physical products we ship',
        'Digital downloads',
        'Both physical and digital products',
        'Subscriptions (boxes, refills)',
      ],
      recommended: 'Physical products we ship',
      reason: 'Most shops sell physical goods; the answer decides whether shipping, stock and returns exist at all.',
      impact: 10,
      decision: 'What is sold',
      says: {
        'Physical products we ship': 'The shop sells physical products that are shipped; include stock, shipping and returns.',
        'Digital downloads':
          'The shop sells digital downloads: deliver a secure, expiring download link after payment; there is no shipping or stock.',
        'Both physical and digital products':
          'The shop sells physical products (shipped, with stock) and digital downloads (secure link after payment) in one cart.',
        'Subscriptions (boxes, refills)':
          'Products are sold as subscriptions that renew and ship on a schedule; customers can skip, pause or cancel a delivery.',
      },
    },
    {
      id: 'shop-build-on',
      category: 'scope',
      text: 'Should the shop be built from scratch or on top of a shop platform?',
      options: [
        'Custom-built, with Stripe for payments',
        'Custom storefront on Shopify',
        'Custom storefront on an open-source backend (Medusa)',
      ],
      recommended: 'Custom-built, with Stripe for payments',
      reason: 'For a catalogue of up to a few thousand products a custom shop with Stripe Checkout stays simple and fully yours.',
      impact: 9,
      decision: 'Shop foundation',
      says: {
        'Custom-built, with Stripe for payments':
          'Build the catalogue, cart, orders and admin in the app itself; use Stripe Checkout for payment so no card data touches the app.',
        'Custom storefront on Shopify':
          'Build a custom storefront on the Shopify Storefront API; products, checkout, orders and taxes stay in Shopify.',
        'Custom storefront on an open-source backend (Medusa)':
          'Use Medusa as the commerce backend for products, carts and orders, with a custom storefront on top.',
      },
    },
    {
      id: 'shop-buyers',
      category: 'scope',
      text: 'Who buys from the shop?',
      options: ['Consumers', 'Businesses with trade prices', 'Both consumers and trade customers'],
      recommended: 'Consumers',
      reason: 'Trade buyers need price lists, invoices on account and VAT numbers, which roughly doubles checkout work.',
      impact: 8,
      decision: 'Buyers',
      replaces: 'audience',
      says: {
        Consumers: 'The shop sells to consumers: show consumer prices and take payment at checkout.',
        'Businesses with trade prices':
          'The shop sells to businesses: approved trade accounts see their own prices, enter a VAT number and may pay by invoice.',
        'Both consumers and trade customers':
          'Consumers buy at public prices; approved trade accounts see trade prices and may pay by invoice.',
      },
    },
    {
      id: 'shop-guest-checkout',
      category: 'security',
      text: 'Can customers check out as guests, or must they create an account?',
      options: ['Guest checkout, account optional', 'Account required', 'Account created automatically after the first order'],
      recommended: 'Guest checkout, account optional',
      reason: 'A forced sign-up is a top reason for abandoned carts; an optional account still saves addresses and orders.',
      impact: 8,
      decision: 'Customer accounts',
      replaces: 'sign-in',
      says: {
        'Guest checkout, account optional':
          'Customers can check out as guests with an email; offer an optional account that saves addresses and shows order history.',
        'Account required': 'Customers must create an account and sign in before checkout.',
        'Account created automatically after the first order':
          'Guests check out with an email; the first order creates an account and emails a link to set a password.',
      },
    },
    {
      id: 'shop-last-item',
      category: 'edge-cases',
      text: 'What happens when two customers try to buy the last item in stock?',
      options: [
        'First completed payment wins, the other is told before paying',
        'Accept both and backorder',
        'Stock is not tracked',
      ],
      recommended: 'First completed payment wins, the other is told before paying',
      reason: 'Overselling means refunds and angry emails; reserving stock at payment is what customers expect.',
      impact: 8,
      decision: 'Last item in stock',
      askIf: { answer: 'shop-what-sold', isNot: ['Digital downloads'] },
      says: {
        'First completed payment wins, the other is told before paying':
          'Reserve stock when payment starts and release it if payment fails; a second buyer is told the item sold out before being charged.',
        'Accept both and backorder':
          'When stock runs out, keep selling as a backorder and show the expected shipping date on the product and in the order.',
        'Stock is not tracked': 'Do not track stock; every product stays available until staff switch it off.',
      },
    },
    {
      id: 'shop-markets',
      category: 'scope',
      text: 'Where do you ship to?',
      options: ['One country', 'Several countries in one region (such as the EU)', 'Worldwide'],
      recommended: 'One country',
      reason: 'Each extra country adds rates, taxes, customs and often a language; start with the home market.',
      impact: 7,
      decision: 'Markets',
      askIf: { answer: 'shop-what-sold', isNot: ['Digital downloads'] },
      says: {
        'One country': 'Ship to one country only, with one currency.',
        'Several countries in one region (such as the EU)':
          'Ship to several countries in one region, with shipping zones and the correct VAT rate per destination country.',
        Worldwide: 'Ship worldwide with zones per region, customs information on labels and prices in several currencies.',
      },
    },
    {
      id: 'shop-shipping-rates',
      category: 'data',
      text: 'How are shipping costs worked out?',
      options: ['Flat rate, free above an order value', 'By weight and zone', 'Live rates from the carriers'],
      recommended: 'Flat rate, free above an order value',
      reason: 'Simple to understand and set up; a free-shipping threshold also raises the average basket.',
      impact: 6,
      decision: 'Shipping costs',
      askIf: { answer: 'shop-what-sold', isNot: ['Digital downloads'] },
      says: {
        'Flat rate, free above an order value':
          'Charge a flat shipping rate per zone and ship free above a set order value; show how much is missing for free shipping in the cart.',
        'By weight and zone': 'Calculate shipping from the total weight of the cart and the destination zone using a rate table.',
        'Live rates from the carriers':
          'Fetch live shipping rates from the carriers at checkout, with a fallback flat rate if the lookup fails.',
      },
    },
    {
      id: 'shop-fulfilment',
      category: 'roles',
      text: 'Who packs and ships the orders?',
      options: [
        'We pack and ship ourselves',
        'A fulfilment warehouse (3PL)',
        'Suppliers ship directly (dropshipping)',
        'A print-on-demand partner',
      ],
      recommended: 'We pack and ship ourselves',
      reason: 'Most small shops pack themselves; that needs packing slips and tracking entry, not a warehouse integration.',
      impact: 7,
      decision: 'Fulfilment',
      askIf: { answer: 'shop-what-sold', isNot: ['Digital downloads'] },
      says: {
        'We pack and ship ourselves':
          'Staff pack and ship orders: give them a list of orders to pack, packing slips and a field for tracking numbers.',
        'A fulfilment warehouse (3PL)':
          'Send paid orders to the fulfilment warehouse and import its tracking numbers and stock levels.',
        'Suppliers ship directly (dropshipping)':
          'Forward each paid order line to its supplier and track the supplier’s shipment per line.',
        'A print-on-demand partner':
          'Send paid orders to the print-on-demand partner’s API and sync its production and shipping status back.',
      },
    },
    {
      id: 'shop-prices-tax',
      category: 'data',
      text: 'How should prices and taxes be shown to customers?',
      options: ['Prices include VAT', 'Tax added at checkout', 'No tax charged (small business or exempt)'],
      recommended: 'Prices include VAT',
      reason: 'Consumers in the EU, UK and Australia must see prices with VAT; US shops add sales tax at checkout instead.',
      impact: 6,
      decision: 'Prices and tax',
      says: {
        'Prices include VAT': 'Show prices with VAT included and state the VAT amount on the order and the invoice.',
        'Tax added at checkout':
          'Show prices without tax and add the sales tax for the shipping address at checkout, calculated by a tax service.',
        'No tax charged (small business or exempt)': 'Charge no tax and print the exemption note required on invoices.',
      },
    },
    {
      id: 'shop-returns',
      category: 'edge-cases',
      text: 'How do customers return items?',
      options: [
        'They write in and staff handle it by hand',
        'Return request from the order, staff approve and refund',
        'Returns portal with prepaid labels',
        'No returns (made to order)',
      ],
      recommended: 'Return request from the order, staff approve and refund',
      reason:
        'EU buyers have a 14-day right to return anyway; a request form keeps returns trackable without a label integration.',
      impact: 6,
      decision: 'Returns',
      askIf: { answer: 'shop-what-sold', isNot: ['Digital downloads'] },
      says: {
        'They write in and staff handle it by hand':
          'Returns are handled by email; staff can issue full or partial refunds on an order.',
        'Return request from the order, staff approve and refund':
          'Customers request a return for chosen items from their order page; staff approve, mark it received and refund.',
        'Returns portal with prepaid labels':
          'Customers start a return in a portal and get a prepaid return label; refunds follow when the parcel is scanned in.',
        'No returns (made to order)': 'Products are made to order and not returnable; say so on product pages and at checkout.',
      },
    },
    {
      id: 'shop-stock-sync',
      category: 'integrations',
      text: 'Is the same stock also sold somewhere else?',
      options: [
        'No, only in this shop',
        'Yes, in our physical store (POS)',
        'Yes, on marketplaces (Amazon, eBay, Etsy)',
        'Yes, managed in a warehouse or ERP system',
      ],
      recommended: 'No, only in this shop',
      reason: 'One source of truth avoids sync bugs and oversells; add POS or marketplace sync when you actually sell there.',
      impact: 6,
      decision: 'Other sales channels',
      askIf: { answer: 'shop-what-sold', isNot: ['Digital downloads'] },
      says: {
        'No, only in this shop': 'The shop is the only sales channel and the single source of truth for stock.',
        'Yes, in our physical store (POS)':
          'Keep stock in sync with the store’s POS in both directions, so a sale in either place updates the other within a minute.',
        'Yes, on marketplaces (Amazon, eBay, Etsy)':
          'Sync stock and orders with the marketplaces so an item sold anywhere is reduced everywhere.',
        'Yes, managed in a warehouse or ERP system':
          'The warehouse or ERP system owns stock; import levels from it and send orders to it.',
      },
    },
    {
      id: 'shop-catalogue-size',
      category: 'performance',
      text: 'How many products will the catalogue hold?',
      options: ['Under 200', '200 to 5,000', 'More than 5,000'],
      recommended: 'Under 200',
      reason: 'Small shops rarely pass a few hundred products; database search works fine until several thousand.',
      impact: 4,
      decision: 'Catalogue size',
      says: {
        'Under 200': 'The catalogue holds under 200 products; database search and simple category pages are enough.',
        '200 to 5,000': 'Plan for up to 5,000 products: paginated category pages, indexed search and bulk import by CSV.',
        'More than 5,000':
          'Plan for a large catalogue: a search service such as Algolia, faceted filters and CSV or API imports.',
      },
    },
    {
      id: 'shop-discount-types',
      category: 'scope',
      text: 'Which kinds of discounts will you run?',
      options: [
        'Percentage and fixed-amount codes',
        'Codes plus sale prices on products',
        'Codes, sale prices and bundle deals (buy two, get one)',
      ],
      recommended: 'Codes plus sale prices on products',
      reason:
        'Codes serve newsletters and influencers, sale prices serve seasonal sales; bundle rules are rarely worth it early.',
      impact: 4,
      decision: 'Discounts',
      feature: 'discount-codes',
    },
    {
      id: 'shop-review-rules',
      category: 'security',
      text: 'Who can review products, and are reviews checked first?',
      options: [
        'Verified buyers, published at once',
        'Verified buyers, approved by staff first',
        'Anyone with an account, approved by staff',
      ],
      recommended: 'Verified buyers, published at once',
      reason: 'Limiting reviews to buyers stops almost all fake reviews without slowing honest ones; staff can still hide one.',
      impact: 3,
      decision: 'Review rules',
      feature: 'product-reviews',
    },
  ],
} satisfies DomainInput;
