import type { Section } from '../../../contract/dto/sections'

/** What a new page of any template starts with (the new page modal, the template preview): its title as a hero. */
export const starterSections = (title: string): Section[] => [{ type: 'hero', id: 'hero', title }]
