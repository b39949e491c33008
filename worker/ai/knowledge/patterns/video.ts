import type { FeaturePatternInput } from '../records';

export default {
  id: 'video',
  match: [
    'video',
    'videos',
    'livestream',
    'live stream',
    'streaming',
    'webinar',
    'video on demand',
    'video call',
    'videoanruf',
    'videokonferenz',
    'transmision en vivo',
    'videollamada',
    'en direct',
    'visioconference',
    'transmissao ao vivo',
    'videochamada',
    'aulas gravadas',
    'clases grabadas',
  ],
  description:
    'Video that adapts to the connection, with thumbnails, captions and resume; files are served by a video host, not the app’s own server.',
  done: [
    {
      when: 'a video is uploaded',
      then: 'process it into streaming formats in the background and show its status until it is ready',
    },
    { when: 'a person plays a video on a slow connection', then: 'lower the quality instead of stopping to buffer' },
    { when: 'a person returns to a video they started', then: 'offer to resume where they left off' },
  ],
  questions: [
    {
      id: 'pattern-video-hosting',
      category: 'integrations',
      text: 'Where should the videos be hosted?',
      options: [
        'Embedded from YouTube or Vimeo',
        'A video platform such as Mux or Cloudflare Stream',
        'Stored and served by the app itself',
      ],
      recommended: 'A video platform such as Mux or Cloudflare Stream',
      reason: 'Adaptive streaming, private playback and an upload API without running transcoding or paying for raw bandwidth.',
      impact: 6,
      decision: 'Video hosting',
      feature: 'video',
      says: {
        'Embedded from YouTube or Vimeo': 'Host videos on YouTube or Vimeo (unlisted where needed) and embed their players.',
        'A video platform such as Mux or Cloudflare Stream':
          'Upload videos to a video platform such as Mux or Cloudflare Stream; play them with signed playback URLs for private content.',
        'Stored and served by the app itself':
          'Store video files in object storage behind a CDN and transcode them to HLS in a background job.',
      },
    },
  ],
} satisfies FeaturePatternInput;
