import { TodoPage } from '../../features/todo/components/TodoPage';

/** /todo: the to-do list (issue 32), the page behind the navigation's to-do item and the "todo" shortcut. */
export function Component() {
  return <TodoPage />;
}
