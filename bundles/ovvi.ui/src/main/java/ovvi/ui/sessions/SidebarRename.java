package ovvi.ui.sessions;

import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnViewerEditor;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationEvent;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationStrategy;
import org.eclipse.jface.viewers.ICellModifier;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerEditor;
import org.eclipse.swt.widgets.Item;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.write.Rename;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.Writes;

/**
 * Renaming a space or a tab in place, in its sidebar row: Rename (F2) opens the row's editor with
 * herdr's label; Enter sends the rename, Escape or an empty or unchanged name sends nothing.
 */
final class SidebarRename {

	private static final String NAME = "name";

	private final TreeViewer tree;

	SidebarRename(TreeViewer tree, SidebarContent content, IWorkbenchWindow window) {
		this.tree = tree;
		TextCellEditor editor = new TextCellEditor(tree.getTree());
		editor.getControl().setData(UiIds.KEY, UiIds.SIDEBAR_RENAME);
		tree.setColumnProperties(new String[] { NAME });
		tree.setCellEditors(new CellEditor[] { editor });
		tree.setCellModifier(new ICellModifier() {
			@Override
			public boolean canModify(Object element, String property) {
				return element instanceof Space || (element instanceof Tab tab && !tab.isStandIn());
			}

			@Override
			public Object getValue(Object element, String property) {
				return switch (element) {
				case Space space -> SpaceNames.of(space);
				case Tab tab -> tab.label() == null ? "" : tab.label();
				default -> "";
				};
			}

			@Override
			public void modify(Object element, String property, Object value) {
				Object row = element instanceof Item item ? item.getData() : element;
				String label = ((String) value).strip();
				if (label.isEmpty() || label.equals(getValue(row, property))) {
					return;
				}
				switch (row) {
				case Space space -> {
					SessionPage page = content.pageOf(space);
					if (page != null) {
						Writes.submit(window, page, Rename.space(space.id(), label, space.label()));
					}
				}
				case Tab tab -> {
					SessionPage page = content.pageOf(tab);
					if (page != null) {
						Writes.submit(window, page, Rename.tab(tab.id(), label, tab.label()));
					}
				}
				default -> {
					// pages keep herdr's session name
				}
				}
			}
		});
		// only Rename opens the editor; a click selects the row
		TreeViewerEditor.create(tree, new ColumnViewerEditorActivationStrategy(tree) {
			@Override
			protected boolean isEditorActivationEvent(ColumnViewerEditorActivationEvent event) {
				return event.eventType == ColumnViewerEditorActivationEvent.PROGRAMMATIC;
			}
		}, ColumnViewerEditor.DEFAULT);
	}

	void start() {
		Object row = ((IStructuredSelection) tree.getSelection()).getFirstElement();
		if (row instanceof Space || row instanceof Tab) {
			tree.editElement(row, 0);
		}
	}
}
