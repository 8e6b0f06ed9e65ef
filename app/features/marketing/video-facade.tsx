import { Play } from "lucide-react";
import { useState } from "react";
import { business } from "#common/business";
import type { Video } from "#app/content/home";
import { useHydrated } from "#app/lib/use-hydrated";
import { MarketingImage } from "./marketing-image";

const youtubeChannel = business.social.find((link) => link.label === "YouTube")?.href;

/**
 * Nothing from YouTube loads until the visitor asks
 * (docs/decisions/0007-third-party-widgets-on-request.md). With a video id the
 * poster turns into the privacy-enhanced player on click once the page has
 * hydrated, and links to the video on YouTube until then (and without
 * JavaScript); without an id it links to our channel.
 */
export function VideoFacade({ video, eager = false }: { video: Video; eager?: boolean }) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const poster = (
    <>
      <MarketingImage
        kind="videoPoster"
        src={video.poster}
        eager={eager}
        className="aspect-video w-full object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center bg-navy/20 transition-colors group-hover:bg-navy/30">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/95 text-primary shadow-lg transition-transform group-hover:scale-110">
          <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
        </span>
      </span>
    </>
  );
  if (playing && video.youtubeId) {
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-2xl"
      />
    );
  }
  return (
    <figure>
      {video.youtubeId && hydrated ? (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group relative block w-full overflow-hidden rounded-2xl"
          aria-label={`Play video: ${video.title}`}
        >
          {poster}
        </button>
      ) : (
        <a
          href={
            video.youtubeId
              ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeId)}`
              : youtubeChannel
          }
          target="_blank"
          rel="noopener noreferrer"
          className="group relative block overflow-hidden rounded-2xl"
          aria-label={`Watch “${video.title}” on YouTube (opens in a new tab)`}
        >
          {poster}
        </a>
      )}
      <figcaption className="mt-3 text-sm font-medium">{video.title}</figcaption>
    </figure>
  );
}
