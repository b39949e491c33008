import type { DomainInput } from '../records';

export default {
  id: 'manufacturing',
  name: 'Manufacturing and production',
  noun: 'production management app',
  complexity: 3,
  audience: 'work',
  recognise: {
    en: [
      ['manufactur*', 5],
      ['factory', 5],
      ['shop floor', 6],
      ['production line', 6],
      ['assembly line', 6],
      ['production planning', 6],
      ['production order', 6],
      ['production schedule', 5],
      ['bill of materials', 6],
      ['work center', 4],
      ['work centre', 4],
      ['oee', 6],
      ['mrp', 5],
      ['cnc', 5],
      ['machining', 5],
      ['machine shop', 6],
      ['job shop', 5],
      ['injection mold*', 6],
      ['injection mould*', 6],
      ['batch tracking', 4],
      ['fabrication', 4],
      ['batch production', 5],
      ['scrap rate', 5],
      ['machine downtime', 5],
      ['quality control', 3],
      ['iso 9001', 4],
      ['production', 2],
      ['machine', 2],
      ['plant manager', 5],
      ['work order', 2],
    ],
    de: [
      ['fertigung*', 6],
      ['fabrik*', 5],
      ['produktion*', 3],
      ['produktionsplanung', 6],
      ['fertigungsauftrag', 6],
      ['stückliste*', 6],
      ['betriebsdatenerfassung', 6],
      ['bde', 4],
      ['maschinen*', 3],
      ['werkshalle', 5],
      ['losgröße', 5],
      ['qualitätsprüfung', 3],
      ['instandhaltung*', 3],
    ],
    es: [
      ['fabrica*', 5],
      ['manufactura', 6],
      ['linea de produccion', 6],
      ['orden de produccion', 6],
      ['ordenes de produccion', 6],
      ['planificacion de la produccion', 6],
      ['lista de materiales', 6],
      ['planta de produccion', 6],
      ['maquinaria', 2],
      ['control de calidad', 3],
      ['produccion', 2],
    ],
    fr: [
      ['usine', 6],
      ['fabrication', 4],
      ['ligne de production', 6],
      ['ordre de fabrication', 6],
      ['ordres de fabrication', 6],
      ['gpao', 6],
      ['nomenclature', 3],
      ['atelier de production', 6],
      ['controle qualite', 3],
      ['industriel', 3],
      ['industrielle', 3],
    ],
    pt: [
      ['chao de fabrica', 6],
      ['manufatura', 6],
      ['linha de producao', 6],
      ['ordem de producao', 6],
      ['ordens de producao', 6],
      ['pcp', 6],
      ['planejamento da producao', 6],
      ['controle de qualidade', 3],
      ['industria', 3],
      ['maquinas', 2],
      ['producao', 2],
    ],
  },
  exclude: [
    'production ready',
    'production-ready',
    'in production',
    'production environment',
    'production database',
    'production server',
    'video production',
    'music production',
    'film production',
    'podcast production',
    'factory pattern',
    'factory function',
    'machine learning',
    'state machine',
    'virtual machine',
    'virtual machines',
    'vending machine',
    'produccion musical',
    'produccion audiovisual',
  ],
  entities: [
    {
      name: 'Item',
      fields: [
        'part number',
        'name',
        'type (raw material, sub-assembly, finished good)',
        'unit',
        'stock on hand',
        'standard cost',
      ],
    },
    {
      name: 'Bill of Materials',
      fields: ['product → Item', 'version', 'valid from', 'lines (component → Item, quantity per unit)', 'scrap allowance'],
    },
    {
      name: 'Routing Step',
      fields: [
        'product → Item',
        'sequence',
        'work centre → Work Centre',
        'setup time',
        'cycle time per unit',
        'work instructions',
      ],
    },
    {
      name: 'Work Centre',
      fields: ['name', 'machines', 'hours per shift', 'shifts per day', 'status (running, stopped, maintenance)'],
    },
    {
      name: 'Production Order',
      fields: [
        'number',
        'product → Item',
        'quantity',
        'due date',
        'BOM version',
        'customer order reference',
        'lot number',
        'status (planned, released, in progress, done, closed)',
      ],
    },
    {
      name: 'Operation Report',
      fields: [
        'order → Production Order',
        'step → Routing Step',
        'operator → Operator',
        'start and stop',
        'good quantity',
        'scrap quantity and reason',
      ],
    },
    {
      name: 'Quality Check',
      fields: ['order → Production Order', 'checklist', 'measurements', 'result (pass, fail)', 'inspector', 'nonconformance'],
    },
    {
      name: 'Lot',
      fields: [
        'lot number',
        'item → Item',
        'quantity',
        'produced or received on',
        'component lots → Lot',
        'status (released, on hold)',
      ],
    },
  ],
  roles: [
    { name: 'Plant manager', can: 'see every order, machine and report, and manage products, work centres, users and costs' },
    {
      name: 'Production planner',
      can: 'create and release production orders, schedule them on work centres and run material planning',
    },
    { name: 'Shift supervisor', can: 'reassign jobs during the shift, record downtime and release or hold lots' },
    { name: 'Operator', can: 'see the jobs queued at their work centre, start and stop them and report quantities and scrap' },
    { name: 'Quality inspector', can: 'run checks, record measurements and open and close nonconformances' },
  ],
  features: [
    {
      id: 'production-orders',
      title: 'Production Orders and Routings',
      description:
        'Orders to make a quantity of a product by a due date, released to the floor with their materials, steps and instructions.',
      match: [
        'production order',
        'work order',
        'job',
        'Fertigungsauftrag',
        'Produktionsauftrag',
        'orden de producción',
        'ordre de fabrication',
        'ordem de produção',
      ],
      done: [
        {
          when: 'a planner releases a production order',
          then: 'reserve its components and put its first step in the queue of its work centre',
        },
        {
          when: 'components for an order are short',
          then: 'warn before release and list each missing component with the quantity short',
        },
      ],
    },
    {
      id: 'bill-of-materials',
      title: 'Bills of Materials',
      description: 'Multi-level lists of components and quantities per product, with versions and scrap allowances.',
      match: [
        'bill of materials',
        'BOM',
        'recipe',
        'parts list',
        'Stückliste',
        'lista de materiales',
        'nomenclature',
        'lista de materiais',
        'ficha técnica',
      ],
      done: [
        {
          when: 'a production order is created',
          then: 'calculate its component needs from the BOM version valid on that date, including scrap allowance',
        },
        {
          when: 'a BOM is changed',
          then: 'save it as a new version and keep already released orders on the version they were released with',
        },
      ],
    },
    {
      id: 'shop-floor-terminal',
      title: 'Shop Floor Terminal for Operators',
      description: 'A tablet view at each work centre where operators start and stop jobs and report good and scrap quantities.',
      match: [
        'shop floor',
        'operator terminal',
        'data collection',
        'BDE',
        'Betriebsdatenerfassung',
        'terminal de planta',
        'saisie atelier',
        'apontamento de produção',
      ],
      done: [
        {
          when: 'an operator stops a job',
          then: 'record the good and scrap quantities and the time spent against the order step and the operator',
        },
        {
          when: 'two operators report quantities on the same order step at the same time',
          then: 'add both reports without losing either and show the new total to both',
        },
      ],
    },
    {
      id: 'production-scheduling',
      title: 'Production Scheduling by Machine',
      description: 'A Gantt plan of orders on work centres with capacity per shift and drag-and-drop rescheduling.',
      match: [
        'scheduling',
        'production plan',
        'Gantt',
        'capacity planning',
        'Feinplanung',
        'Kapazitätsplanung',
        'programación de la producción',
        'ordonnancement',
        'sequenciamento',
        'programação da produção',
      ],
      done: [
        {
          when: 'a planner moves an order onto a work centre that is already fully booked',
          then: 'show the overload and the knock-on delay of the orders after it',
        },
        {
          when: 'a work centre is stopped for maintenance',
          then: 'show its blocked time on the plan and flag orders that will now miss their due date',
        },
      ],
    },
    {
      id: 'material-stock',
      title: 'Raw Material and Finished Stock',
      description: 'Stock of components and finished goods, consumed and produced by orders, with reorder points.',
      match: [
        'stock',
        'inventory',
        'materials',
        'warehouse',
        'Lager',
        'Bestand',
        'inventario',
        'existencias',
        'stocks',
        'estoque',
      ],
      done: [
        {
          when: 'an operator reports good output on the last step of an order',
          then: 'add the finished goods to stock and subtract the components used according to the BOM',
        },
        {
          when: 'consumption would take a component’s stock below zero',
          then: 'record the consumption, flag the item for a stock count and never block the floor report',
        },
      ],
    },
    {
      id: 'quality-checks',
      title: 'Quality Checks and Nonconformances',
      description: 'Inspection checklists at set steps, with measurements, pass or fail and nonconformance reports.',
      match: [
        'quality',
        'inspection',
        'QC',
        'nonconformance',
        'Qualitätsprüfung',
        'Reklamation',
        'control de calidad',
        'contrôle qualité',
        'controle de qualidade',
      ],
      done: [
        { when: 'a check fails', then: 'put the lot on hold and open a nonconformance assigned to the quality inspector' },
        { when: 'a measurement is outside its tolerance', then: 'mark the check failed and show the limit it broke' },
      ],
    },
    {
      id: 'lot-traceability',
      title: 'Lot and Batch Traceability',
      description: 'Every produced lot records which component lots, machine, operator and checks went into it.',
      match: [
        'traceability',
        'lot tracking',
        'batch tracking',
        'serial numbers',
        'Rückverfolgbarkeit',
        'Charge',
        'trazabilidad',
        'lote',
        'traçabilité',
        'rastreabilidade',
      ],
      done: [
        {
          when: 'a user searches a component lot',
          then: 'list every finished lot it went into and every customer delivery of those lots',
        },
        {
          when: 'a user searches a finished lot',
          then: 'list its component lots, the work centres and operators, and its quality results',
        },
      ],
    },
    {
      id: 'downtime-oee',
      title: 'Machine Downtime and OEE',
      description: 'Stops recorded with reason codes; availability, performance, quality and OEE per machine and shift.',
      match: [
        'downtime',
        'OEE',
        'machine stops',
        'Stillstand',
        'Maschinenstillstand',
        'paradas de máquina',
        'arrêts machine',
        'TRS',
      ],
      done: [
        {
          when: 'a machine stops for longer than the set threshold',
          then: 'ask the operator for a reason code before the next job can start',
        },
        { when: 'a shift ends', then: 'calculate availability, performance, quality and OEE per machine for that shift' },
      ],
    },
    {
      id: 'material-planning',
      title: 'Material Requirements Planning',
      description: 'Works out what to buy or make from open orders, stock and lead times, and drafts purchase orders.',
      match: [
        'MRP',
        'material planning',
        'purchasing',
        'Materialbedarfsplanung',
        'Disposition',
        'planificación de materiales',
        'calcul des besoins',
        'planejamento de materiais',
      ],
      done: [
        {
          when: 'material planning runs',
          then: 'propose purchase orders for every component whose projected stock falls below zero within its lead time',
        },
      ],
    },
    {
      id: 'work-instructions',
      title: 'Digital Work Instructions',
      description: 'Step-by-step instructions with drawings and photos at each operation, versioned with the product.',
      match: [
        'work instructions',
        'SOP',
        'drawings',
        'Arbeitsanweisung',
        'instrucciones de trabajo',
        'instructions de travail',
        'instrução de trabalho',
      ],
      done: [
        {
          when: 'an operator starts an order step',
          then: 'show the instructions and drawings of the product version on that order',
        },
      ],
    },
    {
      id: 'preventive-maintenance',
      title: 'Preventive Machine Maintenance',
      description:
        'Maintenance plans by running hours or calendar, with maintenance jobs for technicians and a history per machine.',
      match: [
        'maintenance',
        'preventive maintenance',
        'CMMS',
        'Wartung',
        'Instandhaltung',
        'mantenimiento',
        'maintenance préventive',
        'manutenção',
      ],
      done: [
        {
          when: 'a machine reaches its maintenance interval',
          then: 'create a maintenance job and block the time on the production plan',
        },
      ],
    },
    {
      id: 'order-costing',
      title: 'Actual Cost per Order',
      description: 'Material, labour and machine time per production order against the standard cost or the quote.',
      match: ['costing', 'cost per order', 'Nachkalkulation', 'costes de producción', 'coût de revient', 'custo de produção'],
      done: [
        {
          when: 'a production order is closed',
          then: 'show its actual material, labour and machine cost next to the standard cost and the difference',
        },
      ],
    },
    {
      id: 'production-dashboard',
      title: 'Production Dashboard',
      description: 'Output against plan per shift and work centre, scrap rate, late orders and machines stopped right now.',
      match: ['dashboard', 'andon', 'KPIs', 'reports', 'Kennzahlen', 'tablero', 'indicateurs', 'indicadores'],
      done: [
        {
          when: 'the dashboard is open on a shop floor screen',
          then: 'refresh output, scrap and machine states at least every minute without a reload',
        },
      ],
    },
  ],
  integrations: [
    { name: 'QuickBooks or Xero', for: 'sales orders in, purchase orders and stock valuation out to accounting' },
    {
      name: 'Odoo, SAP Business One or Microsoft Dynamics',
      for: 'syncing items, customer orders and stock with an existing ERP',
    },
    { name: 'OPC UA or MQTT gateways', for: 'reading machine counts and states straight from PLCs' },
    { name: 'Zebra label printers (ZPL)', for: 'printing lot and pallet labels with barcodes at the line' },
    { name: 'Excel and CSV import', for: 'loading items, BOMs and routings from existing spreadsheets' },
  ],
  pages: [
    { name: 'Production plan', purpose: 'Gantt of orders on work centres, with overloads and late orders' },
    { name: 'Production orders', purpose: 'all orders by status and due date; create and release' },
    { name: 'Order detail', purpose: 'materials, steps, reports, quality checks, lots and cost of one order' },
    { name: 'Shop floor terminal', purpose: 'the queue at one work centre; start, stop and report quantities and scrap' },
    { name: 'Products and BOMs', purpose: 'items, bills of materials, routings and instructions with versions' },
    { name: 'Stock', purpose: 'materials and finished goods, lots, movements and reorder warnings' },
    { name: 'Quality', purpose: 'checks, holds and nonconformances' },
    { name: 'Machines', purpose: 'status, downtime, OEE and maintenance per work centre' },
  ],
  design:
    'industrial and legible: dense planning tables and a Gantt board in the office, and on the floor big-button terminals readable at arm’s length, usable with gloves, with unmistakable running, stopped and on-hold states',
  questions: [
    {
      id: 'mfg-production-type',
      category: 'scope',
      text: 'How does the plant mainly produce?',
      options: [
        'Make to order, each job to customer spec',
        'Make to stock in repeated batches',
        'Assembly of bought-in parts',
        'Process production (mixing, filling, packing)',
      ],
      recommended: 'Make to order, each job to customer spec',
      reason:
        'Most small plants that outgrow spreadsheets are job shops; customer orders then drive materials, schedule and cost.',
      impact: 10,
      decision: 'Production type',
      says: {
        'Make to order, each job to customer spec':
          'Production is make-to-order: each production order belongs to a customer order, may carry its own drawing or spec, and is costed against its quote.',
        'Make to stock in repeated batches':
          'Production is make-to-stock: orders refill finished stock in batches triggered by reorder points or a sales forecast.',
        'Assembly of bought-in parts':
          'Production assembles purchased parts: the BOM and component availability drive everything, and serial numbers go on finished units.',
        'Process production (mixing, filling, packing)':
          'Production is process-based: BOMs are recipes with quantities per batch and yields, and every batch is a lot with full traceability.',
      },
    },
    {
      id: 'mfg-floor-reporting',
      category: 'user-flow',
      text: 'How will the shop floor report progress on jobs?',
      options: [
        'Operators on a shared tablet at each machine',
        'Operators on their own phones',
        'Supervisors enter totals at the end of the shift',
        'Machines report counts automatically',
      ],
      recommended: 'Operators on a shared tablet at each machine',
      reason: 'Live enough to plan on, with no per-person devices; operators sign in with a badge or PIN in seconds.',
      impact: 9,
      decision: 'Shop floor reporting',
      says: {
        'Operators on a shared tablet at each machine':
          'Each work centre has a shared tablet showing its job queue; operators start, stop and report quantities there in real time.',
        'Operators on their own phones': 'Operators report on their own phones, choosing the work centre and job they are on.',
        'Supervisors enter totals at the end of the shift':
          'Supervisors enter quantities, scrap and downtime per order at the end of each shift; there is no live reporting from the floor.',
        'Machines report counts automatically':
          'Machines send their counts and running states automatically; operators only confirm scrap and stop reasons.',
      },
    },
    {
      id: 'mfg-operator-sign-in',
      category: 'security',
      text: 'How do operators identify themselves at the machines?',
      options: [
        'Personal accounts with email and password',
        'PIN or badge scan on a shared terminal',
        'No operator identity, only the work centre',
      ],
      recommended: 'PIN or badge scan on a shared terminal',
      reason: 'Gloves and shared tablets make passwords impractical; a PIN still ties every report to a person.',
      impact: 8,
      decision: 'Operator sign-in',
      replaces: ['sign-in', 'sign-in-methods'],
      says: {
        'Personal accounts with email and password': 'Everyone, operators included, signs in with a personal account.',
        'PIN or badge scan on a shared terminal':
          'Office staff sign in with accounts; operators identify on the shared terminal with a short PIN or badge scan, and are signed out after each report or a short idle time.',
        'No operator identity, only the work centre':
          'Shop floor terminals are signed in per work centre; reports are recorded against the work centre, not a person.',
      },
    },
    {
      id: 'mfg-scheduling',
      category: 'user-flow',
      text: 'How should orders be scheduled on the machines?',
      options: [
        'A simple priority list per work centre',
        'A drag-and-drop plan with capacity per shift',
        'Automatic finite-capacity scheduling',
      ],
      recommended: 'A drag-and-drop plan with capacity per shift',
      reason:
        'Planners trust a plan they can move by hand; automatic scheduling needs reliable cycle times most plants do not yet have.',
      impact: 8,
      decision: 'Scheduling',
      says: {
        'A simple priority list per work centre':
          'Each work centre has a priority-ordered queue of order steps that the planner reorders; there is no timeline.',
        'A drag-and-drop plan with capacity per shift':
          'Show order steps as bars on a timeline per work centre, sized by setup and cycle time, with capacity per shift; planners drag to reschedule and see overloads.',
        'Automatic finite-capacity scheduling':
          'Schedule order steps automatically against finite work-centre capacity and due dates, then let planners pin and adjust.',
      },
    },
    {
      id: 'mfg-traceability',
      category: 'data',
      text: 'Must finished goods be traceable to the material lots that went into them?',
      options: [
        'No traceability needed',
        'Lot numbers on finished goods only',
        'Full lot tracing from supplier lot to customer',
        'Serial number per unit',
      ],
      recommended: 'Full lot tracing from supplier lot to customer',
      reason: 'Recalls and customer audits ask for it, and it cannot be added later once lots have been mixed on the floor.',
      impact: 8,
      decision: 'Traceability',
      says: {
        'No traceability needed': 'No lot or serial tracking is needed.',
        'Lot numbers on finished goods only': 'Give each finished batch a lot number; component lots are not tracked.',
        'Full lot tracing from supplier lot to customer':
          'Track lots end to end: record supplier lots at goods receipt, the component lots consumed by each order, and which customer received each finished lot.',
        'Serial number per unit':
          'Give each finished unit a serial number and record the component lots and serials built into it.',
      },
    },
    {
      id: 'mfg-erp',
      category: 'integrations',
      text: 'Where do customer orders, stock and accounting live today?',
      options: [
        'Spreadsheets',
        'QuickBooks or Xero',
        'An ERP such as Odoo, SAP Business One or Dynamics',
        'Nowhere yet, this app should hold them',
      ],
      recommended: 'Spreadsheets',
      reason:
        'Most plants asking for a production app run on spreadsheets; a one-time import of items and BOMs is the first milestone.',
      impact: 7,
      decision: 'Existing systems',
      says: {
        Spreadsheets:
          'Provide CSV import for items, BOMs, routings and opening stock; the app becomes the system of record for production.',
        'QuickBooks or Xero':
          'Sync with QuickBooks or Xero: pull customer sales orders, push purchase orders and finished-goods stock value.',
        'An ERP such as Odoo, SAP Business One or Dynamics':
          'The ERP stays the master for items, customer orders and stock; this app reads orders from it and writes back production reports and consumption.',
        'Nowhere yet, this app should hold them':
          'The app holds customers, sales orders and stock itself, with exports for the accountant.',
      },
    },
    {
      id: 'mfg-material-booking',
      category: 'data',
      text: 'How should material use be booked when an order is produced?',
      options: [
        'Automatically from the BOM when output is reported',
        'Picked and issued to the order by the stores',
        'Not tracked in this app',
      ],
      recommended: 'Automatically from the BOM when output is reported',
      reason:
        'Backflushing needs no extra floor steps; picking and issuing pays off only for expensive or lot-controlled material.',
      impact: 6,
      decision: 'Material consumption',
      says: {
        'Automatically from the BOM when output is reported':
          'Backflush: when output is reported, subtract components from stock by the BOM quantities and reported scrap.',
        'Picked and issued to the order by the stores':
          'The stores pick and issue components to each order (scanning lots), and return what is left when the order closes.',
        'Not tracked in this app': 'Material stock is not tracked here; the BOM is used for planning only.',
      },
    },
    {
      id: 'mfg-failed-check',
      category: 'edge-cases',
      text: 'What happens to parts that fail a quality check?',
      options: ['Scrapped and reported', 'Held in quarantine until quality decides', 'Sent straight to a rework order'],
      recommended: 'Held in quarantine until quality decides',
      reason: 'A hold lets someone choose between scrap, rework and use-as-is, and keeps stock figures honest meanwhile.',
      impact: 7,
      decision: 'Failed parts',
      says: {
        'Scrapped and reported': 'Failed parts are booked as scrap with a reason code and count in the order’s scrap rate.',
        'Held in quarantine until quality decides':
          'Failed parts go on hold in quarantine stock; a quality inspector decides scrap, rework or use-as-is, and the decision is recorded.',
        'Sent straight to a rework order':
          'Failed parts automatically create a rework order that goes back through the required steps.',
      },
    },
    {
      id: 'mfg-release-rights',
      category: 'roles',
      text: 'Who may release orders to the shop floor and change priorities?',
      options: ['Only the production planner', 'The planner and shift supervisors', 'Anyone in the office'],
      recommended: 'The planner and shift supervisors',
      reason: 'Supervisors must react to breakdowns and rush jobs during the shift without waiting for the planner.',
      impact: 7,
      decision: 'Releasing orders',
      says: {
        'Only the production planner': 'Only production planners release orders and change their order on the plan.',
        'The planner and shift supervisors':
          'Planners release and schedule orders; shift supervisors may reorder and reassign jobs during their shift, and every change is logged.',
        'Anyone in the office': 'Any office user may release orders and change priorities.',
      },
    },
    {
      id: 'mfg-machine-data',
      category: 'integrations',
      text: 'Should machines send their counts and states to the app directly?',
      recommended: 'No',
      reason: 'Manual reporting proves the process first; connecting PLCs through OPC UA or MQTT is a project of its own.',
      impact: 6,
      decision: 'Machine connection',
      askIf: { answer: 'mfg-floor-reporting', isNot: ['Machines report counts automatically'] },
      says: {
        Yes: 'Read part counts and running states from the machines through an OPC UA or MQTT gateway, and compare them with operator reports.',
        No: 'All quantities and stops are reported by people; keep the data model ready for machine counts later.',
      },
    },
    {
      id: 'mfg-costing',
      category: 'scope',
      text: 'Should the app work out the actual cost of each production order?',
      recommended: 'Yes',
      reason: 'Comparing actual labour, machine time and material with the quote shows which products lose money.',
      impact: 6,
      decision: 'Actual costing',
      says: {
        Yes: 'Calculate the actual cost of each order from materials consumed, labour time and machine time at set rates, next to its standard cost or quote.',
        No: 'The app does not calculate order costs.',
      },
    },
    {
      id: 'mfg-plants',
      category: 'scope',
      text: 'How many plants or sites will use it?',
      options: ['One plant', 'Several plants with their own stock and machines'],
      recommended: 'One plant',
      reason: 'A single plant keeps stock and planning simple; a site field on work centres and stock leaves room for more.',
      impact: 6,
      decision: 'Plants',
      says: {
        'One plant': 'There is one plant; still give work centres and stock locations a site so more can be added.',
        'Several plants with their own stock and machines':
          'Several plants each have their own work centres, stock and planners; orders and stock transfers can move between plants.',
      },
    },
    {
      id: 'mfg-bom-depth',
      category: 'data',
      text: 'How deep are the bills of materials?',
      options: [
        'Single level: components go straight into the product',
        'Multi-level with sub-assemblies',
        'Recipes with percentages and yields',
      ],
      recommended: 'Multi-level with sub-assemblies',
      reason:
        'Sub-assemblies appear as soon as parts are made in-house; adding levels later means rebuilding planning and costing.',
      impact: 6,
      decision: 'BOM structure',
      says: {
        'Single level: components go straight into the product':
          'BOMs are single-level: each product lists the components it consumes.',
        'Multi-level with sub-assemblies':
          'BOMs are multi-level: sub-assemblies have their own BOMs and orders, and planning and costing roll up through the levels.',
        'Recipes with percentages and yields':
          'BOMs are recipes: ingredient quantities per batch size, with expected yield and loss.',
      },
      feature: 'bill-of-materials',
    },
    {
      id: 'mfg-stop-reasons',
      category: 'user-flow',
      text: 'When must operators give a reason for a machine stop?',
      options: ['Every stop', 'Stops longer than 5 minutes', 'Only at the end of the shift'],
      recommended: 'Stops longer than 5 minutes',
      reason: 'Prompting for every short stop buries operators; the longer stops are where the lost hours are.',
      impact: 4,
      decision: 'Downtime reasons',
      says: {
        'Every stop': 'Operators must give a reason code for every machine stop.',
        'Stops longer than 5 minutes':
          'Operators must give a reason code for stops longer than 5 minutes; shorter stops count as minor stops.',
        'Only at the end of the shift': 'Operators assign reasons to the shift’s stops before signing off.',
      },
      feature: 'downtime-oee',
    },
  ],
} satisfies DomainInput;
