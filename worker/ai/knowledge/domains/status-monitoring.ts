import type { DomainInput } from '../records';

export default {
  id: 'status-monitoring',
  name: 'Uptime monitoring and status pages',
  noun: 'uptime monitoring and status page app',
  complexity: 2,
  audience: 'work',
  recognise: {
    en: [
      ['uptime', 5],
      ['uptime monitoring', 6],
      ['status page', 6],
      ['website monitoring', 6],
      ['website is down', 5],
      ['site is down', 5],
      ['downtime', 4],
      ['outage', 4],
      ['heartbeat monitoring', 6],
      ['cron monitoring', 6],
      ['cron job monitoring', 6],
      ['synthetic monitoring', 6],
      ['api monitoring', 5],
      ['server monitoring', 5],
      ['ssl expiry', 5],
      ['incident management', 4],
      ['postmortem', 4],
      ['on-call alerts', 5],
      ['ping', 2],
      ['response time', 2],
      ['sla', 2],
      ['monitor websites', 5],
      ['monitoring', 2],
      ['incidents', 2],
      ['statuspage', 6],
      ['uptimerobot', 6],
      ['pingdom', 6],
      ['goes down', 3],
      ['goes offline', 4],
      ['alert me', 2],
    ],
    de: [
      ['statusseite', 6],
      ['verfugbarkeitsuberwachung', 6],
      ['website-uberwachung', 6],
      ['serveruberwachung', 6],
      ['erreichbarkeit', 4],
      ['verfugbarkeit', 3],
      ['ausfallzeit*', 5],
      ['storungsmeldung', 2],
      ['rufbereitschaft', 3],
    ],
    es: [
      ['pagina de estado', 6],
      ['monitoreo de disponibilidad', 6],
      ['monitorizacion de webs', 6],
      ['monitoreo de sitios web', 6],
      ['tiempo de actividad', 5],
      ['caida del servicio', 5],
      ['caidas del sitio', 5],
      ['disponibilidad', 2],
    ],
    fr: [
      ['page de statut', 6],
      ['page d etat', 6],
      ['surveillance de disponibilite', 6],
      ['supervision de sites', 6],
      ['monitoring de site', 6],
      ['indisponibilite', 5],
      ['temps d arret', 4],
      ['panne du site', 5],
      ['disponibilite', 2],
    ],
    pt: [
      ['pagina de status', 6],
      ['monitoramento de disponibilidade', 6],
      ['monitoramento de sites', 6],
      ['tempo de atividade', 5],
      ['site fora do ar', 6],
      ['fora do ar', 4],
      ['indisponibilidade', 5],
      ['disponibilidade', 2],
    ],
  },
  exclude: [
    'patient monitoring',
    'heart rate monitoring',
    'glucose monitoring',
    'temperature monitoring',
    'crop monitoring',
    'media monitoring',
    'brand monitoring',
    'social media monitoring',
    'baby monitor',
    'ping pong',
    'order status',
    'delivery status',
    'payment status',
    'relationship status',
  ],
  entities: [
    {
      name: 'Monitor',
      fields: [
        'name',
        'type (HTTP, keyword, ping, port, heartbeat, SSL)',
        'target URL or host',
        'interval',
        'expected status or keyword',
        'timeout',
        'regions',
        'component → Component',
        'status (up, down, paused)',
      ],
    },
    { name: 'Check Result', fields: ['monitor → Monitor', 'region', 'time', 'up or down', 'response time', 'error'] },
    {
      name: 'Component',
      fields: [
        'name (API, website, payments…)',
        'group',
        'status (operational, degraded, outage, maintenance)',
        'status page → Status Page',
      ],
    },
    { name: 'Status Page', fields: ['name', 'custom domain', 'logo and colours', 'visibility (public, private)', 'components'] },
    {
      name: 'Incident',
      fields: [
        'title',
        'affected components → Component',
        'impact',
        'status (investigating, identified, monitoring, resolved)',
        'started at',
        'resolved at',
      ],
    },
    { name: 'Incident Update', fields: ['incident → Incident', 'status', 'message', 'posted by', 'posted at'] },
    { name: 'Subscriber', fields: ['email, phone or webhook', 'components followed', 'confirmed', 'status page → Status Page'] },
    {
      name: 'On-call Schedule',
      fields: ['team', 'rotation (weekly, daily)', 'members in order', 'overrides', 'escalation after (minutes)'],
    },
  ],
  roles: [
    { name: 'Admin', can: 'manage monitors, status pages, alert rules, on-call schedules, team and billing' },
    { name: 'Engineer', can: 'create and edit monitors, acknowledge alerts, open and update incidents' },
    { name: 'Communicator', can: 'post incident updates and maintenance notices on the status page' },
    { name: 'Subscriber', can: 'follow components on a status page and receive incident updates' },
  ],
  features: [
    {
      id: 'uptime-checks',
      title: 'Uptime Checks for Websites and APIs',
      description:
        'Check URLs, APIs, ports and keywords at a set interval from several regions, recording status and response time.',
      match: [
        'uptime',
        'monitor',
        'checks',
        'http check',
        'ping',
        'uberwachung',
        'monitoreo',
        'monitorizacion',
        'surveillance',
        'supervision',
        'monitoramento',
      ],
      done: [
        {
          when: 'a check fails',
          then: 'run it again from another region before declaring the monitor down, and record both results',
        },
        {
          when: 'a down monitor passes again',
          then: 'mark it up, record the downtime duration and send a recovery alert',
        },
      ],
    },
    {
      id: 'alerting',
      title: 'Down Alerts and Escalation',
      description:
        'Alerts by email, Slack, SMS or phone call when a monitor goes down, escalating to the next person if nobody acknowledges.',
      match: [
        'alert',
        'alerts',
        'notification',
        'escalation',
        'alarm',
        'benachrichtigung',
        'alerta',
        'escalado',
        'alerte',
        'alertas',
      ],
      done: [
        {
          when: 'a monitor goes down',
          then: 'alert the people on its alert rule once, not once per failed check, until it recovers or is acknowledged',
        },
        {
          when: 'an alert is not acknowledged within the escalation time',
          then: 'alert the next person in the escalation chain',
        },
      ],
    },
    {
      id: 'status-page',
      title: 'Public Status Page',
      description:
        'A branded page on the company’s own domain showing each component’s status, 90 days of uptime bars and current incidents.',
      match: ['status page', 'statusseite', 'pagina de estado', 'page de statut', 'pagina de status'],
      done: [
        {
          when: 'a visitor opens the status page',
          then: 'show each component’s current status, 90-day uptime bars and open incidents, loading fast even during an outage',
        },
      ],
    },
    {
      id: 'incidents',
      title: 'Incidents and Status Updates',
      description:
        'Open an incident on affected components, post updates through investigating, identified, monitoring and resolved, and write a postmortem.',
      match: ['incident', 'postmortem', 'vorfall', 'storung', 'incidente', 'incident', 'incidentes'],
      done: [
        {
          when: 'an incident update is posted',
          then: 'show it on the status page at once and send it to subscribers of the affected components',
        },
        {
          when: 'an incident is resolved',
          then: 'set its components back to operational unless another open incident still affects them',
        },
      ],
    },
    {
      id: 'components',
      title: 'Components and Groups',
      description:
        'The services customers recognise (website, API, payments), grouped by product or region and linked to the monitors behind them.',
      match: ['components', 'services', 'komponenten', 'componentes', 'composants', 'servicos'],
      done: [
        {
          when: 'a monitor linked to a component goes down',
          then: 'suggest an incident for that component to the on-call engineer',
        },
      ],
    },
    {
      id: 'subscribers',
      title: 'Status Page Subscribers',
      description:
        'Customers subscribe to incident and maintenance updates by email, SMS, webhook or feed, optionally for chosen components only.',
      match: ['subscribe', 'subscribers', 'abonnenten', 'suscriptores', 'abonnes', 'assinantes'],
      done: [
        {
          when: 'someone subscribes by email',
          then: 'send a confirmation link and start sending updates only after they confirm',
        },
      ],
    },
    {
      id: 'on-call',
      title: 'On-call Schedules',
      description: 'Rotations of who is on call, with overrides for swaps and holidays, deciding who gets paged.',
      match: [
        'on-call',
        'on call',
        'rotation',
        'rufbereitschaft',
        'bereitschaft',
        'guardia',
        'astreinte',
        'sobreaviso',
        'plantao',
      ],
      done: [
        {
          when: 'someone adds an override for a shift',
          then: 'page the override person for that time instead of the scheduled one',
        },
        {
          when: 'a rotation has a gap with nobody on call',
          then: 'warn the admin before the gap starts',
        },
      ],
    },
    {
      id: 'maintenance',
      title: 'Scheduled Maintenance Windows',
      description:
        'Announce planned maintenance on the status page in advance; during the window alerts are muted and downtime does not count.',
      match: ['maintenance', 'wartung', 'wartungsfenster', 'mantenimiento', 'maintenance programmee', 'manutencao'],
      done: [
        {
          when: 'a maintenance window starts',
          then: 'set its components to under maintenance, mute their alerts and notify subscribers',
        },
      ],
    },
    {
      id: 'ssl-domain-expiry',
      title: 'SSL Certificate and Domain Expiry Checks',
      description: 'Warnings days before an SSL certificate or a domain registration expires.',
      match: ['ssl', 'certificate', 'tls', 'domain expiry', 'zertifikat', 'certificado', 'certificat'],
      done: [
        {
          when: 'a monitored certificate expires within 14 days',
          then: 'alert the monitor’s owners, and again at 7 and 1 days',
        },
      ],
    },
    {
      id: 'uptime-reports',
      title: 'Uptime and Response-time Reports',
      description:
        'Uptime percentage, downtime minutes and response times per monitor and component by month, for SLA reporting.',
      match: ['report', 'sla', 'uptime percentage', 'response time', 'bericht', 'informe', 'rapport', 'relatorio'],
      done: [
        {
          when: 'someone opens a monthly report',
          then: 'show uptime percentage, incidents and average and 95th-percentile response time per monitor, excluding maintenance',
        },
      ],
    },
    {
      id: 'heartbeats',
      title: 'Heartbeat Monitoring for Cron Jobs',
      description: 'Scheduled jobs ping a unique URL when they run; a missing ping within the expected period raises an alert.',
      match: [
        'heartbeat',
        'cron',
        'scheduled job',
        'backup job',
        'cronjob',
        'tarea programada',
        'tache planifiee',
        'tarefa agendada',
      ],
      done: [
        {
          when: 'a heartbeat has not arrived within its period plus grace time',
          then: 'mark the job down and alert its owners',
        },
      ],
    },
    {
      id: 'private-pages',
      title: 'Private Status Pages',
      description: 'Status pages visible only to signed-in staff or chosen customers, for internal systems or key accounts.',
      match: [
        'private status page',
        'internal status',
        'interne statusseite',
        'pagina de estado privada',
        'page de statut privee',
        'pagina de status privada',
      ],
      done: [
        {
          when: 'someone without access opens a private status page',
          then: 'ask them to sign in and show nothing about components or incidents until they do',
        },
      ],
    },
  ],
  integrations: [
    { name: 'Slack and Microsoft Teams', for: 'down alerts, incident channels and acknowledging from the chat' },
    { name: 'Twilio', for: 'SMS and phone-call alerts and SMS updates to subscribers' },
    { name: 'PagerDuty or Opsgenie', for: 'handing alerts to an existing on-call setup' },
    { name: 'Postmark or Amazon SES', for: 'alert emails and subscriber updates' },
    { name: 'Cloudflare', for: 'serving the status page from separate infrastructure so it stays up when the product is down' },
  ],
  pages: [
    { name: 'Monitors', purpose: 'every monitor with status, uptime and response time, failing ones first' },
    { name: 'Monitor detail', purpose: 'check history by region, response-time chart, downtime log and alert rules' },
    { name: 'Incidents', purpose: 'open and past incidents with updates and postmortems' },
    { name: 'Status page editor', purpose: 'components, groups, branding, domain and maintenance notices' },
    { name: 'Public status page', purpose: 'what customers see: component status, uptime bars, incidents, subscribe' },
    { name: 'On-call', purpose: 'rotations, who is on call now, overrides and escalation' },
    { name: 'Reports', purpose: 'monthly uptime and response times per monitor and component' },
  ],
  design:
    'technical and calm, with green, amber and red statuses readable at a glance, a dark dashboard option for wall screens, and a public status page that is plain, fast and brand-coloured',
  questions: [
    {
      id: 'upt-audience',
      category: 'scope',
      text: 'Whose websites and services will it watch?',
      options: [
        'Our own product and services',
        'Our clients’ websites (we are an agency or host)',
        'A monitoring product for many companies',
      ],
      recommended: 'Our own product and services',
      reason:
        'Watching your own services keeps one team and one status page; clients or many companies need separate workspaces.',
      impact: 9,
      decision: 'Whose services',
      replaces: 'audience',
      says: {
        'Our own product and services': 'Build it for one company watching its own product and publishing its own status page.',
        'Our clients’ websites (we are an agency or host)':
          'Build it for an agency or host: monitors, alerts and status pages are grouped per client, and each client can see a report of their own sites.',
        'A monitoring product for many companies':
          'Build it as a multi-company product: each company signs up, gets its own workspace, monitors and status pages.',
      },
    },
    {
      id: 'upt-pricing',
      category: 'scope',
      text: 'How will companies pay for your monitoring product?',
      options: [
        'Free plan, then paid by number of monitors',
        'Paid by check interval and features',
        'Per status page and subscribers',
      ],
      recommended: 'Free plan, then paid by number of monitors',
      reason: 'A few free 5-minute monitors is how people try such tools; more monitors and faster checks are what they pay for.',
      impact: 7,
      decision: 'Pricing model',
      replaces: 'online-payments',
      askIf: { answer: 'upt-audience', is: ['A monitoring product for many companies'] },
      says: {
        'Free plan, then paid by number of monitors':
          'Offer a free plan with a few monitors at a 5-minute interval; paid plans (Stripe Billing) raise the number of monitors and allow 1-minute checks.',
        'Paid by check interval and features':
          'Sell plans through Stripe Billing that differ by shortest check interval, regions, SMS alerts and status page features.',
        'Per status page and subscribers':
          'Charge per status page and by subscriber count through Stripe Billing; monitoring is included.',
      },
    },
    {
      id: 'upt-scope',
      category: 'scope',
      text: 'Should it watch your services, show customers a status page, or both?',
      options: [
        'Monitoring and alerts only',
        'A status page with incidents posted by hand',
        'Monitoring, alerts and a status page',
        'Monitoring, alerts, status page and on-call schedules',
      ],
      recommended: 'Monitoring, alerts and a status page',
      reason:
        'Finding an outage and telling customers belong together; on-call rotations matter once several people share nights.',
      impact: 10,
      decision: 'Scope',
      says: {
        'Monitoring and alerts only': 'Build monitoring and alerting only; there is no public status page.',
        'A status page with incidents posted by hand':
          'Build a status page only: components, incidents and maintenance are set by hand; there is no monitoring.',
        'Monitoring, alerts and a status page':
          'Build monitoring with alerts and a public status page whose components are linked to monitors.',
        'Monitoring, alerts, status page and on-call schedules':
          'Build monitoring with alerts, a public status page and on-call schedules with escalation that decide who is alerted.',
      },
    },
    {
      id: 'upt-interval',
      category: 'performance',
      text: 'How often should each website or service be checked?',
      options: ['Every 5 minutes', 'Every minute', 'Every 30 seconds'],
      recommended: 'Every minute',
      reason: 'One-minute checks catch short outages without the load and cost of sub-minute checks.',
      impact: 7,
      decision: 'Check interval',
      says: {
        'Every 5 minutes': 'Check each monitor every 5 minutes.',
        'Every minute':
          'Check each monitor every minute, from a scheduler and worker queue that keeps intervals accurate as monitors grow.',
        'Every 30 seconds':
          'Check each monitor every 30 seconds from workers in several regions; the scheduler must keep up with thousands of checks per minute.',
      },
    },
    {
      id: 'upt-confirm-down',
      category: 'edge-cases',
      text: 'When should a failed check count as down and alert someone?',
      options: ['At the first failure', 'After it also fails from a second region', 'After 3 failures in a row'],
      recommended: 'After it also fails from a second region',
      reason: 'Network blips at one checking location cause most false alarms; a second region confirms in seconds.',
      impact: 8,
      decision: 'Confirming downtime',
      says: {
        'At the first failure': 'A monitor is down at its first failed check.',
        'After it also fails from a second region':
          'When a check fails, repeat it at once from a second region; the monitor is down only if that fails too.',
        'After 3 failures in a row': 'A monitor is down after 3 consecutive failed checks.',
      },
    },
    {
      id: 'upt-alert-channels',
      category: 'integrations',
      text: 'How should down alerts reach your team, including at night?',
      options: [
        'Email only',
        'Email and Slack or Teams',
        'Email, Slack, and SMS or phone calls for critical monitors',
        'Through PagerDuty or Opsgenie',
      ],
      recommended: 'Email, Slack, and SMS or phone calls for critical monitors',
      reason: 'A chat message will not wake anyone at 3 a.m.; an SMS or call for critical monitors does.',
      impact: 7,
      decision: 'Alert channels',
      replaces: 'notification-channel',
      says: {
        'Email only': 'Send alerts by email.',
        'Email and Slack or Teams': 'Send alerts by email and to a Slack or Microsoft Teams channel.',
        'Email, Slack, and SMS or phone calls for critical monitors':
          'Send alerts by email and Slack or Teams; monitors marked critical also alert by SMS and then a phone call through Twilio.',
        'Through PagerDuty or Opsgenie': 'Send alerts to PagerDuty or Opsgenie, which handle paging; sync acknowledgements back.',
      },
    },
    {
      id: 'upt-escalation',
      category: 'edge-cases',
      text: 'What happens when nobody acknowledges a down alert?',
      options: [
        'Keep alerting the same person',
        'Escalate to the next person after 10 minutes',
        'Alert the whole team after 10 minutes',
      ],
      recommended: 'Escalate to the next person after 10 minutes',
      reason: 'The first person may be asleep or on a train; a named backup is faster and calmer than waking everyone.',
      impact: 6,
      decision: 'Escalation',
      says: {
        'Keep alerting the same person':
          'Repeat an unacknowledged alert to the same person every 5 minutes until acknowledged or resolved.',
        'Escalate to the next person after 10 minutes':
          'Each alert rule has an ordered list of people; if nobody acknowledges within 10 minutes, alert the next person, and so on.',
        'Alert the whole team after 10 minutes': 'If nobody acknowledges an alert within 10 minutes, alert everyone on the team.',
      },
    },
    {
      id: 'upt-page-visibility',
      category: 'security',
      text: 'Who can see your status page, and who signs in?',
      options: [
        'Public page; only our team signs in',
        'Public page, plus private pages for staff or key customers',
        'Only signed-in customers can see it',
      ],
      recommended: 'Public page; only our team signs in',
      reason: 'A public page cuts support tickets during an outage; private pages suit internal systems or key accounts later.',
      impact: 7,
      decision: 'Status page access',
      replaces: 'sign-in',
      askIf: { answer: 'upt-scope', isNot: ['Monitoring and alerts only'] },
      says: {
        'Public page; only our team signs in':
          'The team signs in to manage monitors and incidents; the status page is public and needs no sign-in.',
        'Public page, plus private pages for staff or key customers':
          'The team signs in; the main status page is public, and private status pages need a sign-in or an invitation.',
        'Only signed-in customers can see it':
          'The team signs in; customers must sign in (or use single sign-on) to see the status page.',
      },
    },
    {
      id: 'upt-auto-status',
      category: 'user-flow',
      text: 'Should the status page change on its own when a monitor goes down?',
      options: [
        'No, a person posts every incident',
        'Yes, components turn red automatically',
        'A suggested incident that one person confirms',
      ],
      recommended: 'A suggested incident that one person confirms',
      reason: 'A false alarm shown publicly worries customers; a one-click confirm stays fast and keeps the page accurate.',
      impact: 8,
      decision: 'Automatic status',
      feature: 'status-page',
      askIf: {
        answer: 'upt-scope',
        is: ['Monitoring, alerts and a status page', 'Monitoring, alerts, status page and on-call schedules'],
      },
      says: {
        'No, a person posts every incident': 'Monitors never change the status page; people open incidents by hand.',
        'Yes, components turn red automatically':
          'When a linked monitor is down, set its component to outage on the status page automatically and open an incident with a standard first message.',
        'A suggested incident that one person confirms':
          'When a linked monitor is down, suggest an incident to the on-call engineer, who publishes it in one click with the prepared message.',
      },
    },
    {
      id: 'upt-incident-posting',
      category: 'roles',
      text: 'Who may post incident updates on the public status page?',
      options: ['Anyone on the team', 'Only admins', 'Anyone drafts, an admin publishes'],
      recommended: 'Anyone on the team',
      reason: 'During an outage speed matters; waiting for a review leaves customers guessing.',
      impact: 5,
      decision: 'Who posts updates',
      feature: 'incidents',
    },
    {
      id: 'upt-subscriber-channels',
      category: 'user-flow',
      text: 'How can your customers follow incidents?',
      options: [
        'Email only',
        'Email and an RSS or Atom feed',
        'Email, SMS and webhooks',
        'Email, SMS, webhooks, Slack and feeds',
      ],
      recommended: 'Email and an RSS or Atom feed',
      reason: 'Email reaches people and feeds serve tools; SMS costs per message and needs phone consent.',
      impact: 5,
      decision: 'Subscriber channels',
      feature: 'subscribers',
    },
    {
      id: 'upt-check-types',
      category: 'scope',
      text: 'What needs checking besides a website answering?',
      options: [
        'Nothing else',
        'Page content and API responses',
        'Also servers, ports and ping',
        'Also scheduled jobs that must check in',
      ],
      recommended: 'Page content and API responses',
      reason: 'A page can answer 200 and still show an error; checking a keyword or JSON field catches broken deploys.',
      impact: 6,
      decision: 'Check types',
      feature: 'uptime-checks',
      says: {
        'Nothing else': 'Monitors check that a URL answers with a success status within the timeout.',
        'Page content and API responses':
          'Monitors check the status code and, optionally, that the page contains a keyword or the JSON response has an expected value.',
        'Also servers, ports and ping': 'Besides HTTP checks, monitors can ping a host or open a TCP port.',
        'Also scheduled jobs that must check in':
          'Besides HTTP checks, heartbeat monitors expect a ping from a scheduled job within its period and alert when it is missing.',
      },
    },
    {
      id: 'upt-uptime-counting',
      category: 'data',
      text: 'How should uptime be counted in reports and SLAs?',
      options: [
        'Every failed check counts as downtime',
        'Only confirmed downtime counts',
        'Confirmed downtime, excluding scheduled maintenance',
      ],
      recommended: 'Confirmed downtime, excluding scheduled maintenance',
      reason: 'That is how most SLAs are written; counting every blip or planned work understates the real uptime.',
      impact: 4,
      decision: 'Uptime counting',
      feature: 'uptime-reports',
    },
  ],
} satisfies DomainInput;
