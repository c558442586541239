import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { formatCount, resources, type Resource } from '../../resources';

/**
 * React-Admin's English texts, with the product's own words on top: each resource's name and
 * the spec's success messages (React-Admin notifies `resources.<name>.notifications.created`
 * and so on after a save or delete), and page ranges counted with Indian digit grouping.
 */

/** The texts one resource declares, under React-Admin's keys. */
export function resourceMessages(resource: Resource): Record<string, string> {
  const base = `resources.${resource.name}`;
  return {
    [`${base}.name`]: resource.label.many,
    [`${base}.notifications.created`]: resource.messages.created,
    [`${base}.notifications.updated`]: resource.messages.updated,
    [`${base}.notifications.deleted`]: resource.messages.deleted,
  };
}

const OWN_MESSAGES: Record<string, string> = Object.assign(
  {},
  ...resources.map(resourceMessages),
  // A refused save of a generated form says the spec's words (spec 1 "Vehicle").
  { 'ra.message.invalid_form': 'Please fix all validation errors before submitting.' },
);

/** '1-10 of 1234' -> '1-10 of 1,234'. */
function groupedRange(options: Record<string, unknown>): Record<string, unknown> {
  const out = { ...options };
  for (const key of ['offsetBegin', 'offsetEnd', 'total']) {
    if (typeof out[key] === 'number') out[key] = formatCount(out[key]);
  }
  return out;
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate(key: string, options?: Record<string, unknown>) {
    if (key in OWN_MESSAGES) {
      // A resource's `name` is asked with smart_count; its label has the one/many forms.
      const resource = resources.find((r) => key === `resources.${r.name}.name`);
      if (resource) return options?.smart_count === 1 ? resource.label.one : resource.label.many;
      return OWN_MESSAGES[key];
    }
    if (key === 'ra.navigation.page_range_info' && options) {
      return defaultI18nProvider.translate(key, groupedRange(options));
    }
    return defaultI18nProvider.translate(key, options);
  },
};
