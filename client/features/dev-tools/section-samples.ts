import type { Section, SectionImage, SectionType } from '../../../contract/dto/sections'
import type { MessageKeyUnder, Translate } from '../../i18n/i18n'

/** What the samples need from the site: a few images and its forms (the style guide loads them). */
export interface SampleSources {
  images: SectionImage[]
  formId: number | null
  contactFormId: number | null
}

/**
 * Every section type with sample content in the page's language, in the section manager's order
 * (the style guide of /section-tool). A type whose content is missing (no image, no form) is
 * answered as missing instead of an invalid section. Every sample passes the server's schema
 * (test/dev-tools/section-samples.test.ts).
 */
export function sectionSamples(
  t: Translate,
  sources: SampleSources,
): Array<{ type: SectionType; section: Section | null }> {
  const s = (key: MessageKeyUnder<'sectionTool'>) => t(`sectionTool.${key}`)
  const [first, second, third] = sources.images
  const samples: Array<{ type: SectionType; section: Section | null }> = [
    {
      type: 'hero',
      section: {
        type: 'hero',
        id: 'sample-hero',
        title: s('hero.title'),
        subtitle: s('hero.subtitle'),
        ...(first ? { image: first } : {}),
        cta: { label: s('hero.cta'), href: '/shop' },
      },
    },
    {
      type: 'richText',
      section: { type: 'richText', id: 'sample-rich-text', title: s('richText.title'), html: s('richText.html') },
    },
    {
      type: 'imageText',
      section: second
        ? {
            type: 'imageText',
            id: 'sample-image-text',
            title: s('imageText.title'),
            html: s('imageText.html'),
            image: second,
            imagePosition: 'right',
            cta: { label: s('imageText.cta'), href: '/usluge' },
          }
        : null,
    },
    {
      type: 'features',
      section: {
        type: 'features',
        id: 'sample-features',
        title: s('features.title'),
        items: [
          { title: s('features.oneTitle'), text: s('features.oneText'), icon: 'gamepad' },
          { title: s('features.twoTitle'), text: s('features.twoText'), icon: 'target' },
          { title: s('features.threeTitle'), text: s('features.threeText'), icon: 'users' },
        ],
      },
    },
    {
      type: 'stats',
      section: {
        type: 'stats',
        id: 'sample-stats',
        title: s('stats.title'),
        items: (['one', 'two', 'three'] as const).map((n) => ({
          value: s(`stats.${n}Value`),
          label: s(`stats.${n}Label`),
        })),
      },
    },
    {
      type: 'cta',
      section: {
        type: 'cta',
        id: 'sample-cta',
        title: s('cta.title'),
        text: s('cta.text'),
        button: { label: s('cta.button'), href: '/kontakt' },
      },
    },
    {
      type: 'faq',
      section: {
        type: 'faq',
        id: 'sample-faq',
        title: s('faq.title'),
        items: (['one', 'two'] as const).map((n) => ({
          question: s(`faq.${n}Question`),
          answerHtml: s(`faq.${n}Answer`),
        })),
      },
    },
    {
      type: 'gallery',
      section:
        sources.images.length > 0
          ? {
              type: 'gallery',
              id: 'sample-gallery',
              title: s('gallery.title'),
              images: [first, second, third].filter((image): image is SectionImage => image !== undefined),
            }
          : null,
    },
    {
      type: 'featuredProducts',
      section: { type: 'featuredProducts', id: 'sample-featured', title: s('featuredProducts.title'), limit: 4 },
    },
    {
      type: 'latestPosts',
      section: { type: 'latestPosts', id: 'sample-posts', title: s('latestPosts.title'), limit: 3 },
    },
    {
      type: 'upcomingEvents',
      section: { type: 'upcomingEvents', id: 'sample-events', title: s('upcomingEvents.title'), limit: 3 },
    },
    {
      type: 'form',
      section: sources.formId
        ? { type: 'form', id: 'sample-form', title: s('form.title'), formId: sources.formId }
        : null,
    },
    {
      type: 'contactForm',
      section: sources.contactFormId
        ? { type: 'contactForm', id: 'sample-contact', title: s('contactForm.title'), formId: sources.contactFormId }
        : null,
    },
    {
      type: 'newsletter',
      section: {
        type: 'newsletter',
        id: 'sample-newsletter',
        title: s('newsletter.title'),
        text: s('newsletter.text'),
      },
    },
  ]
  return samples
}
