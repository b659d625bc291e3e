/** Which other coming-soon topics a topic page suggests. */

/**
 * Up to `count` topics that follow `current` in data order, wrapping around, so that every topic is
 * suggested from some other topic's page. An unknown `current` starts from the first topic.
 */
export function otherTopicIds<Id extends string>(allIds: readonly Id[], current: string, count: number): Id[] {
  const start = allIds.indexOf(current as Id) + 1;
  const others = [...allIds.slice(start), ...allIds.slice(0, start)].filter((id) => id !== current);
  return others.slice(0, Math.max(0, count));
}
