import type { Section } from '../../../contract/dto/sections'
import type { PostDraftFields } from '../../../contract/dto/page-draft'

/** What an editor changes on a page: its title and its sections (and a blog post's own fields). */
export interface DraftDoc {
  title: string
  sections: Section[]
  post: PostDraftFields | null
}

/** Undo / redo within the session. Typing into one field is one step, not one per key. */
export interface DraftHistory {
  past: DraftDoc[]
  present: DraftDoc
  future: DraftDoc[]
  /** The field the last change typed into (a following change to it merges into the same step). */
  typing: string | null
}

export type HistoryAction =
  | { type: 'reset'; doc: DraftDoc }
  | { type: 'change'; doc: DraftDoc; typing?: string }
  | { type: 'undo' }
  | { type: 'redo' }

const MAX_STEPS = 100

export const startHistory = (doc: DraftDoc): DraftHistory => ({ past: [], present: doc, future: [], typing: null })

export function historyReducer(history: DraftHistory, action: HistoryAction): DraftHistory {
  switch (action.type) {
    case 'reset':
      return startHistory(action.doc)
    case 'change': {
      const typing = action.typing ?? null
      if (typing !== null && typing === history.typing) return { ...history, present: action.doc, future: [] }
      return { past: [...history.past, history.present].slice(-MAX_STEPS), present: action.doc, future: [], typing }
    }
    case 'undo': {
      const previous = history.past.at(-1)
      if (!previous) return history
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        typing: null,
      }
    }
    case 'redo': {
      const next = history.future[0]
      if (!next) return history
      return { past: [...history.past, history.present], present: next, future: history.future.slice(1), typing: null }
    }
  }
}
