import { Link } from '@tanstack/react-router';
import { compiler, type MarkdownToJSX } from 'markdown-to-jsx';
import type { ReactNode } from 'react';
import { sameSitePath } from '@/lib/redirect';
import { safeExternalUrl, sitePathLink } from '@/lib/urls';
import { LongText } from './LongText';

type MarkdownProps = {
  source: string;
  /** Names the text in 'Show more of the …' when it is long. */
  label?: string;
  /** Written by members (forum posts): their links are marked `nofollow ugc`. */
  userContent?: boolean;
};

type LinkProps = { href?: string; title?: string; children?: ReactNode };

/**
 * A link only to this site (`sameSitePath`, the redirects' rule) or to an http(s) address; any
 * other target (javascript:, data:, '/\host') stays its text. In members' text every link is
 * marked `nofollow ugc noopener`; in the site's own, links off the site `noopener`.
 */
function linkFor(userContent: boolean) {
  return function MarkdownLink({ href = '', title, children }: LinkProps) {
    const page = sitePathLink(href);
    const memberRel = userContent ? 'nofollow ugc noopener' : undefined;
    if (page)
      return (
        <Link {...page} rel={memberRel}>
          {children}
        </Link>
      );
    const sitePath = sameSitePath(href);
    const webUrl = sitePath ? null : safeExternalUrl(href);
    if (!sitePath && !webUrl) return <>{children}</>;
    return (
      <a
        href={sitePath ?? webUrl!}
        title={title}
        rel={memberRel ?? (webUrl ? 'noopener' : undefined)}
      >
        {children}
      </a>
    );
  };
}

/** Pictures are not shown from text: a remote image would tell its host who reads the page. */
function ImageAsText({ alt }: { alt?: string }) {
  return alt ? <>{alt}</> : null;
}

/** A task-list box ('[x]', '[ ]') is not part of the CommonMark we show: it stays as written. */
function TaskBoxAsText({ checked }: { checked?: boolean }) {
  return <>{checked ? '[x]' : '[ ]'}</>;
}

function optionsFor(userContent: boolean): MarkdownToJSX.Options {
  return {
    // HTML in the text is shown as the text it is, never made into elements.
    disableParsingRawHTML: true,
    forceBlock: true,
    wrapper: null,
    overrides: {
      // '#' is a subheading (h3) and '##' a section (h2); the page owns its h1.
      h1: { component: 'h3' },
      h4: { component: 'h3' },
      h5: { component: 'h3' },
      h6: { component: 'h3' },
      a: { component: linkFor(userContent) },
      img: { component: ImageAsText },
      input: { component: TaskBoxAsText },
    },
  };
}

const EDITORIAL = optionsFor(false);
const USER_CONTENT = optionsFor(true);

/**
 * CommonMark as React elements (markdown-to-jsx): headings, paragraphs, emphasis, lists, quotes,
 * code and links, a part at a time when long (`LongText`). Nothing in the text becomes live
 * HTML, and links lead only to this site or to http(s) addresses.
 */
export function Markdown({ source, label = 'text', userContent = false }: MarkdownProps) {
  const options = userContent ? USER_CONTENT : EDITORIAL;
  return (
    <LongText text={source} label={label}>
      {(part) => compiler(part, options)}
    </LongText>
  );
}
