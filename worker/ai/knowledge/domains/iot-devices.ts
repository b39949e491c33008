import type { DomainInput } from '../schema';

export default {
  id: 'iot-devices',
  name: 'IoT and connected devices',
  noun: 'IoT device monitoring platform',
  complexity: 3,
  recognise: {
    en: [
      ['iot', 6],
      ['iiot', 6],
      ['internet of things', 6],
      ['connected devices', 5],
      ['sensor*', 3],
      ['telemetr*', 4],
      ['firmware', 5],
      ['mqtt', 4],
      ['lorawan', 6],
      ['esp32', 6],
      ['arduino', 5],
      ['raspberry pi', 4],
      ['microcontroller', 5],
      ['embedded devices', 5],
      ['device fleet', 5],
      ['fleet of devices', 5],
      ['device management', 4],
      ['smart meter', 3],
      ['ota update', 6],
      ['over the air', 5],
      ['remote monitoring', 4],
      ['temperature monitoring', 4],
      ['cold chain', 3],
      ['data logger', 5],
      ['scada', 5],
      ['modbus', 6],
      ['plc', 3],
      ['digital twin', 4],
      ['gps tracker', 3],
      ['geofenc*', 3],
    ],
    de: [
      ['internet der dinge', 6],
      ['vernetzte geräte', 5],
      ['messwerte', 4],
      ['fernüberwachung', 5],
      ['fernwartung', 4],
      ['geräteverwaltung', 5],
      ['datenlogger', 5],
      ['temperaturüberwachung', 5],
      ['zustandsüberwachung', 5],
      ['messdaten', 3],
    ],
    es: [
      ['internet de las cosas', 6],
      ['dispositivos conectados', 5],
      ['monitoreo remoto', 5],
      ['monitoreo de temperatura', 5],
      ['monitorizacion remota', 5],
      ['gestion de dispositivos', 5],
      ['registrador de datos', 5],
      ['medidores inteligentes', 4],
    ],
    fr: [
      ['internet des objets', 6],
      ['objets connectes', 6],
      ['capteur*', 4],
      ['appareils connectes', 5],
      ['telesurveillance', 4],
      ['telegestion', 5],
      ['suivi de temperature', 4],
      ['telereleve', 5],
      ['supervision des equipements', 5],
    ],
    pt: [
      ['internet das coisas', 6],
      ['dispositivos conectados', 5],
      ['monitoramento remoto', 5],
      ['monitoramento de temperatura', 5],
      ['gestao de dispositivos', 5],
      ['rastreador*', 3],
      ['medidores', 2],
      ['sensoriamento', 4],
    ],
  },
  exclude: ['sensor de proximidade', 'touch sensor', 'fingerprint sensor', 'over the air broadcast', 'image sensor'],
  entities: [
    {
      name: 'Device',
      fields: [
        'serial number',
        'model → Device Model',
        'firmware version',
        'site → Site',
        'customer → Customer',
        'status (provisioning, online, offline, retired)',
        'last seen',
        'battery and signal',
        'configuration',
      ],
    },
    {
      name: 'Device Model',
      fields: ['name', 'metrics (name, unit, range)', 'reporting interval', 'supported commands', 'firmware channel'],
    },
    { name: 'Reading', fields: ['device → Device', 'metric', 'value', 'unit', 'measured at', 'received at'] },
    {
      name: 'Alert Rule',
      fields: [
        'scope (device, site, model)',
        'metric',
        'condition (above, below, no data)',
        'threshold',
        'for how long',
        'severity',
        'recipients',
      ],
    },
    {
      name: 'Alert',
      fields: ['rule → Alert Rule', 'device → Device', 'started at', 'acknowledged by and at', 'resolved at', 'notes'],
    },
    { name: 'Site', fields: ['name', 'address', 'position', 'customer → Customer', 'time zone'] },
    { name: 'Customer', fields: ['organisation name', 'users', 'plan', 'reseller → Customer'] },
    {
      name: 'Firmware Release',
      fields: [
        'version',
        'model → Device Model',
        'file and checksum',
        'signature',
        'release notes',
        'rollout stage and target group',
      ],
    },
  ],
  roles: [
    { name: 'Platform admin', can: 'manage device models, firmware, customers and every device on the platform' },
    { name: 'Customer admin', can: 'manage their organisation’s sites, devices, alert rules and users' },
    { name: 'Operator', can: 'watch dashboards, acknowledge and resolve alerts and send allowed commands for their sites' },
    { name: 'Installer', can: 'register and place new devices on site by scanning them and check they report' },
  ],
  features: [
    {
      id: 'device-provisioning',
      title: 'Device Registry and Provisioning',
      description: 'Register devices by serial or QR code, give each its own credentials and assign it to a customer and site.',
      match: [
        'provisioning',
        'onboarding devices',
        'device registry',
        'claim device',
        'Inbetriebnahme',
        'aprovisionamiento',
        'alta de dispositivos',
        'provisionnement',
        'provisionamento',
      ],
      done: [
        {
          when: 'an installer scans a new device’s QR code',
          then: 'register it, issue its own credentials and assign it to the chosen site',
        },
        {
          when: 'a serial number that is already registered is scanned',
          then: 'refuse the second registration and show where the device is',
        },
      ],
    },
    {
      id: 'live-telemetry',
      title: 'Live Telemetry Dashboards',
      description: 'Current values and charts of each device’s readings, per device, site or whole fleet.',
      match: [
        'telemetry',
        'dashboard',
        'live data',
        'charts',
        'readings',
        'Messwerte',
        'Telemetrie',
        'telemetría',
        'lecturas',
        'télémétrie',
        'mesures',
        'telemetria',
        'leituras',
      ],
      done: [
        { when: 'a device sends a reading', then: 'show it on the open dashboard within five seconds' },
        {
          when: 'a chart covers weeks or months',
          then: 'draw it from stored aggregates (minimum, maximum, average) instead of every raw reading',
        },
      ],
    },
    {
      id: 'threshold-alerts',
      title: 'Threshold Alerts and Escalation',
      description: 'Rules on readings (above, below, no data) that notify the right people, with acknowledgement and escalation.',
      match: ['alerts', 'alarms', 'thresholds', 'Alarme', 'Grenzwerte', 'alertas', 'umbrales', 'alarmes', 'seuils', 'limites'],
      done: [
        {
          when: 'a reading breaks a rule for longer than the rule’s duration',
          then: 'open one alert and notify its recipients once, not once per reading',
        },
        {
          when: 'nobody acknowledges an alert within the escalation time',
          then: 'notify the next person on the escalation list',
        },
        { when: 'readings return to normal', then: 'resolve the alert and tell the people who were notified' },
      ],
    },
    {
      id: 'device-health',
      title: 'Offline and Device Health Monitoring',
      description: 'Last seen, battery, signal strength and firmware per device, with alerts when devices go silent.',
      match: [
        'device health',
        'offline',
        'heartbeat',
        'battery',
        'connectivity',
        'Gerätestatus',
        'estado del dispositivo',
        'état des appareils',
        'status do dispositivo',
      ],
      done: [
        {
          when: 'a device misses its expected reports by the set margin',
          then: 'mark it offline on every view and raise a no-data alert',
        },
        {
          when: 'a device’s battery falls below the set level',
          then: 'list it under devices needing service with the site and position',
        },
      ],
    },
    {
      id: 'ota-firmware',
      title: 'Over-the-air Firmware Updates',
      description: 'Upload signed firmware and roll it out in stages, halting automatically when devices fail to update.',
      match: [
        'OTA',
        'firmware update',
        'over the air',
        'Firmware-Update',
        'actualización de firmware',
        'mise à jour du firmware',
        'atualização de firmware',
      ],
      done: [
        {
          when: 'the failure rate of a rollout stage exceeds the set limit',
          then: 'halt the rollout and keep remaining devices on the previous version',
        },
        { when: 'a device reports the new version after restarting', then: 'mark it updated and move the rollout forward' },
      ],
    },
    {
      id: 'remote-commands',
      title: 'Remote Commands and Configuration',
      description: 'Send settings or commands to a device and see whether it received and applied them.',
      match: [
        'commands',
        'remote control',
        'configuration',
        'Fernsteuerung',
        'Konfiguration',
        'comandos',
        'control remoto',
        'commandes',
        'pilotage à distance',
        'controle remoto',
      ],
      done: [
        {
          when: 'a command is sent to an offline device',
          then: 'queue it and deliver it when the device reconnects, or expire it after the set time',
        },
        { when: 'a device does not acknowledge a command', then: 'show the command as not confirmed and never as applied' },
      ],
    },
    {
      id: 'data-history',
      title: 'Data History and Export',
      description:
        'Readings kept for a set retention with aggregates for older data, exportable as CSV per device, site and period.',
      match: ['history', 'export', 'CSV', 'data retention', 'Verlauf', 'historial', 'exportar', 'historique', 'histórico'],
      done: [
        {
          when: 'a user exports a site’s readings for a month',
          then: 'produce a CSV with device, metric, unit and timestamps in the site’s time zone',
        },
      ],
    },
    {
      id: 'device-map',
      title: 'Device Map and Sites',
      description: 'Devices on a map and grouped by customer, site and location, coloured by status.',
      match: ['map', 'sites', 'locations', 'Karte', 'Standorte', 'mapa', 'ubicaciones', 'carte', 'localizações'],
      done: [
        {
          when: 'a user opens the map',
          then: 'show each site with its devices’ worst current status and the count of open alerts',
        },
      ],
    },
    {
      id: 'customer-accounts',
      title: 'Customer Accounts and Data Separation',
      description: 'Each customer sees only their own devices, sites and data; resellers manage the customers they serve.',
      match: [
        'multi-tenant',
        'customers',
        'organisations',
        'resellers',
        'Mandanten',
        'clientes',
        'revendedores',
        'clients',
        'revendeurs',
      ],
      done: [
        {
          when: 'a customer user opens any list, chart or export',
          then: 'include only devices that belong to their organisation',
        },
      ],
    },
    {
      id: 'data-api',
      title: 'Data API and Webhooks',
      description: 'An API and webhooks so customers pull readings and receive alerts in their own systems.',
      match: ['API', 'webhooks', 'integration', 'Schnittstelle', 'integración', 'intégration', 'integração'],
      done: [
        { when: 'an alert opens or resolves', then: 'post it to the customer’s webhook and retry with backoff if it fails' },
      ],
    },
    {
      id: 'scheduled-reports',
      title: 'Scheduled Condition Reports',
      description: 'Daily or monthly reports per site with minimum, maximum and average, alarms and uptime, emailed as PDF.',
      match: ['reports', 'PDF report', 'HACCP', 'audit log', 'Berichte', 'informes', 'rapports', 'relatórios'],
      done: [
        {
          when: 'a scheduled report is due',
          then: 'email the PDF to its recipients with every alarm and any gap in the data marked',
        },
      ],
    },
    {
      id: 'service-tickets',
      title: 'Service Tickets from Alerts',
      description: 'Alerts that need a site visit become tickets for technicians, with the device’s details and recent readings.',
      match: [
        'tickets',
        'field service',
        'maintenance',
        'work orders',
        'Serviceauftrag',
        'órdenes de trabajo',
        'interventions',
        'chamados',
        'ordens de serviço',
      ],
      done: [
        {
          when: 'an operator turns an alert into a ticket',
          then: 'attach the device, site, alert history and last readings to it',
        },
      ],
    },
  ],
  integrations: [
    { name: 'AWS IoT Core or Azure IoT Hub', for: 'device identities, MQTT connections, device shadows and commands' },
    { name: 'EMQX or HiveMQ', for: 'a managed or self-hosted MQTT broker' },
    { name: 'TimescaleDB or InfluxDB', for: 'storing readings as time series with automatic aggregates and retention' },
    { name: 'The Things Stack or ChirpStack', for: 'receiving uplinks from LoRaWAN devices' },
    { name: 'Twilio', for: 'SMS and voice-call escalation of alarms' },
    { name: 'Grafana', for: 'advanced charts for engineers on the same time-series data' },
  ],
  pages: [
    {
      name: 'Fleet overview',
      purpose: 'all devices with status, last seen, battery and open alerts, filterable by customer and site',
    },
    { name: 'Device detail', purpose: 'live values, charts, alert history, firmware, configuration and commands of one device' },
    { name: 'Alerts', purpose: 'open and past alerts by severity, to acknowledge, resolve and comment' },
    { name: 'Map', purpose: 'sites and devices on a map coloured by status' },
    { name: 'Alert rules', purpose: 'thresholds, durations, severities and who gets notified' },
    { name: 'Firmware', purpose: 'releases, rollout stages and update progress' },
    { name: 'Customers and sites', purpose: 'organisations, their sites, users and devices' },
  ],
  design:
    'technical and calm: status colours reserved for device health and alarm severity, dense tables with sparklines, timestamps always with time zone, and charts that stay readable from an hour to a year',
  questions: [
    {
      id: 'iot-use-case',
      category: 'scope',
      text: 'What do the devices mainly do?',
      options: [
        'Monitor conditions (temperature, humidity, air, levels)',
        'Track the location of assets or vehicles',
        'Control equipment remotely',
        'Meter consumption (energy, water, gas)',
      ],
      recommended: 'Monitor conditions (temperature, humidity, air, levels)',
      reason: 'Condition monitoring is the most common first IoT product; readings, thresholds and alarms are its whole core.',
      impact: 10,
      decision: 'What the devices do',
      says: {
        'Monitor conditions (temperature, humidity, air, levels)':
          'Devices monitor conditions: readings, thresholds, alarms and reports are the core of the platform.',
        'Track the location of assets or vehicles':
          'Devices track location: positions, trips, geofences with enter and leave alerts, and a map are the core.',
        'Control equipment remotely':
          'Devices control equipment: commands with acknowledgement, device state, schedules and an audit log of who changed what are the core.',
        'Meter consumption (energy, water, gas)':
          'Devices meter consumption: counter readings, consumption per period, tariffs and billing exports are the core; never lose or double a reading.',
      },
    },
    {
      id: 'iot-device-owners',
      category: 'roles',
      text: 'Whose devices are on the platform?',
      options: [
        'Our own devices, used by our team',
        'Devices we sell; each customer sees their own',
        'Devices sold through resellers who manage their customers',
      ],
      recommended: 'Devices we sell; each customer sees their own',
      reason: 'Selling monitored devices is the usual model, and separating customers’ data must be built in from the first day.',
      impact: 9,
      decision: 'Device ownership',
      replaces: 'sign-in',
      says: {
        'Our own devices, used by our team':
          'All devices belong to one organisation; everyone signs in to the same workspace with roles.',
        'Devices we sell; each customer sees their own':
          'Each customer organisation signs in and sees only its own devices, sites, alerts and data; the platform team sees all.',
        'Devices sold through resellers who manage their customers':
          'Three levels: the platform team, resellers who manage their customers and devices, and customers who see only their own.',
      },
    },
    {
      id: 'iot-connectivity',
      category: 'integrations',
      text: 'How do the devices connect to the internet?',
      options: ['Wi-Fi', 'Cellular (LTE-M or NB-IoT)', 'LoRaWAN through a network server', 'Through a local gateway or hub'],
      recommended: 'Cellular (LTE-M or NB-IoT)',
      reason: 'It works without the customer’s Wi-Fi or IT department, which is where most installations stall.',
      impact: 8,
      decision: 'Connectivity',
      says: {
        'Wi-Fi':
          'Devices connect over the site’s Wi-Fi; provisioning includes entering Wi-Fi credentials, and offline periods are expected.',
        'Cellular (LTE-M or NB-IoT)':
          'Devices connect over LTE-M or NB-IoT with their own SIMs; keep messages small and track data use per device.',
        'LoRaWAN through a network server':
          'Devices send small LoRaWAN uplinks through a network server (The Things Stack or ChirpStack); decode payloads per device model and expect few, small messages.',
        'Through a local gateway or hub':
          'Devices report to a local gateway that forwards their readings; the gateway is a device too, with its own status.',
      },
    },
    {
      id: 'iot-protocol',
      category: 'integrations',
      text: 'How should devices send their data to the platform?',
      options: [
        'MQTT through a managed broker',
        'HTTPS requests from the device',
        'Webhooks from a LoRaWAN network server',
        'Read from a vendor cloud the devices already use',
      ],
      recommended: 'MQTT through a managed broker',
      reason: 'MQTT is light on battery and data, keeps a channel open for commands and is what most device SDKs speak.',
      impact: 8,
      decision: 'Device protocol',
      says: {
        'MQTT through a managed broker':
          'Devices publish readings over MQTT with TLS to a managed broker (AWS IoT Core, EMQX or HiveMQ), one topic tree per device; commands use their own topics.',
        'HTTPS requests from the device':
          'Devices post readings to an HTTPS endpoint with their own token; commands are returned in the response.',
        'Webhooks from a LoRaWAN network server':
          'Receive uplinks from the network server’s webhook, decode them per device model and send downlinks through its API.',
        'Read from a vendor cloud the devices already use':
          'Pull readings from the device vendor’s cloud API on a schedule or through its webhooks.',
      },
    },
    {
      id: 'iot-reporting-interval',
      category: 'performance',
      text: 'How often does each device send a reading?',
      options: ['Every few seconds', 'Every 1 to 5 minutes', 'Every 15 minutes or less often', 'Only when a value changes'],
      recommended: 'Every 1 to 5 minutes',
      reason:
        'Often enough to alarm on almost any condition; every few seconds multiplies storage and battery use for little gain.',
      impact: 7,
      decision: 'Reporting interval',
      says: {
        'Every few seconds': 'Devices report every few seconds: ingest through a queue and store raw data for a short time only.',
        'Every 1 to 5 minutes': 'Devices report every 1 to 5 minutes; the expected interval is set per device model.',
        'Every 15 minutes or less often':
          'Devices report every 15 minutes or less often to save battery; alarms can be at most one interval late.',
        'Only when a value changes':
          'Devices report on change plus a daily heartbeat, so silence can be told apart from no change.',
      },
    },
    {
      id: 'iot-device-count',
      category: 'performance',
      text: 'How many devices do you expect in the first year?',
      options: ['Fewer than 100', '100 to 10,000', 'More than 10,000'],
      recommended: '100 to 10,000',
      reason: 'Design ingestion and storage for thousands; a time-series database on one modest server handles that.',
      impact: 6,
      decision: 'Number of devices',
      replaces: 'expected-scale',
      says: {
        'Fewer than 100': 'Plan for fewer than 100 devices; a regular database table for readings is enough.',
        '100 to 10,000':
          'Plan for up to 10,000 devices: readings go to a time-series store with automatic aggregates and retention.',
        'More than 10,000':
          'Plan for more than 10,000 devices: ingest through a queue, store readings in a time-series store, and keep dashboards on aggregates.',
      },
    },
    {
      id: 'iot-alarm-channels',
      category: 'integrations',
      text: 'How should alarms reach people, including at night?',
      options: ['Email only', 'Email and push notifications', 'Email and SMS', 'SMS with phone-call escalation'],
      recommended: 'Email and SMS',
      reason: 'An alarm at night has to wake someone; SMS reaches any phone without an app, and email keeps the record.',
      impact: 7,
      decision: 'Alarm channels',
      says: {
        'Email only': 'Alarms are sent by email.',
        'Email and push notifications': 'Alarms are sent by email and as push notifications to the mobile app.',
        'Email and SMS': 'Alarms are sent by email and SMS; each user sets their phone number and which severities they receive.',
        'SMS with phone-call escalation':
          'Alarms are sent by SMS; if nobody acknowledges in time, call the on-call person by phone, then the next.',
      },
      replaces: 'notification-channel',
    },
    {
      id: 'iot-silent-device',
      category: 'edge-cases',
      text: 'When should a device that stops reporting raise an alarm?',
      options: ['After two missed reports', 'After one hour without data', 'Never, only show it as offline'],
      recommended: 'After two missed reports',
      reason: 'One missed report is often radio noise; two in a row usually means a dead battery, a power cut or lost coverage.',
      impact: 7,
      decision: 'Silent devices',
      says: {
        'After two missed reports':
          'Raise a no-data alarm when a device misses two reports in a row, based on its model’s reporting interval.',
        'After one hour without data': 'Raise a no-data alarm when a device has sent nothing for an hour.',
        'Never, only show it as offline': 'Silent devices are shown as offline but raise no alarm.',
      },
    },
    {
      id: 'iot-remote-control',
      category: 'scope',
      text: 'Should users be able to change settings or send commands to devices from the app?',
      recommended: 'No',
      reason: 'Read-only monitoring is far simpler to secure; remote control needs acknowledgements, queuing and an audit trail.',
      impact: 7,
      decision: 'Remote control',
      askIf: { answer: 'iot-use-case', isNot: ['Control equipment remotely'] },
      says: {
        Yes: 'Users with the right role can change device settings and send commands; each is queued, acknowledged by the device and logged.',
        No: 'The platform is read-only towards devices; settings are changed on the device or by firmware.',
      },
    },
    {
      id: 'iot-device-auth',
      category: 'security',
      text: 'How should each device prove its identity to the platform?',
      options: ['An X.509 certificate per device', 'A token or key per device', 'One shared key for all devices'],
      recommended: 'An X.509 certificate per device',
      reason:
        'It is what AWS IoT Core and Azure IoT Hub expect, and one stolen device can be revoked without touching the others.',
      impact: 7,
      decision: 'Device identity',
      says: {
        'An X.509 certificate per device':
          'Each device has its own X.509 certificate, created at provisioning and revocable on its own.',
        'A token or key per device':
          'Each device has its own secret token, stored hashed on the platform and rotatable or revocable on its own.',
        'One shared key for all devices':
          'Devices share one key for now; keep the device ID in every message and plan a move to per-device credentials.',
      },
    },
    {
      id: 'iot-ota',
      category: 'scope',
      text: 'Will device firmware be updated over the air?',
      recommended: 'Yes',
      reason: 'Devices in the field will need fixes; without remote updates every bug means a site visit.',
      impact: 6,
      decision: 'Firmware updates',
      says: {
        Yes: 'Firmware is updated over the air: signed images, per-model releases and staged rollouts with automatic halt on failures.',
        No: 'Firmware is updated on site; the platform only records each device’s firmware version.',
      },
    },
    {
      id: 'iot-retention',
      category: 'data',
      text: 'How long must raw readings be kept?',
      options: ['30 days', '1 year', 'Several years, for compliance'],
      recommended: '1 year',
      reason: 'A year allows seasonal comparisons; older data can be kept as hourly aggregates at a fraction of the storage.',
      impact: 5,
      decision: 'Data retention',
      says: {
        '30 days': 'Keep raw readings for 30 days and hourly aggregates for two years.',
        '1 year': 'Keep raw readings for one year and hourly aggregates indefinitely.',
        'Several years, for compliance':
          'Keep raw readings for the compliance period, unaltered, with an audit trail for any correction.',
      },
    },
    {
      id: 'iot-audit-reports',
      category: 'data',
      text: 'Do customers need signed condition logs for audits such as HACCP or GDP?',
      recommended: 'Yes',
      reason: 'Food and pharma customers buy monitoring largely to pass audits; the report is what they show the inspector.',
      impact: 5,
      decision: 'Audit reports',
      feature: 'scheduled-reports',
      says: {
        Yes: 'Produce audit-ready reports per site and period with every reading gap, alarm, acknowledgement and corrective note, in a form that cannot be edited later.',
        No: 'Reports are informational; no audit format is needed.',
      },
    },
    {
      id: 'iot-rollout',
      category: 'edge-cases',
      text: 'How should a new firmware version roll out?',
      options: [
        'To all devices at once',
        'In stages: a test group, then 10%, then everyone',
        'Each customer chooses when to update',
      ],
      recommended: 'In stages: a test group, then 10%, then everyone',
      reason: 'A staged rollout catches a bad build on a few devices instead of bricking the whole fleet.',
      impact: 5,
      decision: 'Firmware rollout',
      feature: 'ota-firmware',
    },
  ],
} satisfies DomainInput;
