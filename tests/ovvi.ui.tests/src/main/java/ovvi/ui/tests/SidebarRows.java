package ovvi.ui.tests;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

/** The sidebar's space rows as a test reads them: found by the space's name, the row's first line. */
final class SidebarRows {

	private SidebarRows() {
	}

	static TreeItem row(Tree tree, String name) {
		for (TreeItem pageRow : tree.getItems()) {
			for (TreeItem spaceRow : pageRow.getItems()) {
				if (spaceRow.getText().split("\n")[0].equals(name)) {
					return spaceRow;
				}
			}
		}
		return null;
	}

	/** The row's whole text, its lines joined by newlines; empty while there is no such row. */
	static String rowText(Tree tree, String name) {
		TreeItem row = row(tree, name);
		return row == null ? "" : row.getText();
	}

	static void awaitRow(Tree tree, String name, String text) {
		UiWait.until(Display.getCurrent(), () -> rowText(tree, name).equals(text), "the row says " + text.replace("\n", "⏎")
				+ ", not " + rowText(tree, name).replace("\n", "⏎"));
	}
}
