import { Description, Primary, Title, useOf } from '@storybook/addon-docs/blocks';

/**
 * The docs page of a story file tagged 'autodocs' (the screens, the tokens): what it shows, its
 * states (one story each, linked) and the first of them. Only that one renders here: a screen
 * story is the whole app, and several on one page would share one signed-in session.
 */
export function StatesDocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  return (
    <>
      <Title />
      <Description />
      <h2>States</h2>
      <ul>
        {Object.values(csfFile.stories).map(({ id, name }) => (
          <li key={id}>
            <a href={`./?path=/story/${id}`} target="_top">
              {name}
            </a>
          </li>
        ))}
      </ul>
      <Primary />
    </>
  );
}
