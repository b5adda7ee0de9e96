import {
  THEME_PROPERTIES,
  type ThemePropertyDefinition,
  type ThemeValue,
  themeValueProblem,
} from '@awards/shared/themes';
import type { FormRule } from 'antd';

/**
 * A layout stores only the property values it sets (the server's decision on layouts);
 * the form shows every property, each at the layout's value or its default.
 */
export function configValues(config: Readonly<Record<string, ThemeValue>>): Record<string, ThemeValue> {
  const values: Record<string, ThemeValue> = {};
  for (const [uiName, property] of THEME_PROPERTIES) values[uiName] = config[uiName] ?? property.defaultValue;
  return values;
}

/** What the layout sets: the values that differ from their defaults (a cleared colour is the default). */
export function toConfig(
  values: Readonly<Record<string, ThemeValue | null | undefined>>,
): Record<string, ThemeValue> {
  const config: Record<string, ThemeValue> = {};
  for (const [uiName, property] of THEME_PROPERTIES) {
    const value = values[uiName];
    if (value !== null && value !== undefined && value !== property.defaultValue) config[uiName] = value;
  }
  return config;
}

/** How many properties a layout changes, for the list. */
export const changedCount = (config: Readonly<Record<string, ThemeValue>>) =>
  Object.keys(toConfig(config)).length;

/** A property's rule from the shared check the server applies (themeValueProblem). */
export function propertyRule(property: ThemePropertyDefinition, translate: (m: string) => string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (value === null || value === undefined) return;
      const problem = themeValueProblem(property, value, translate(property.displayName));
      if (problem) throw new Error(translate(problem));
    },
  };
}
