package ovvi.cards.git;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import ovvi.cards.git.repo.FileChange;
import ovvi.cards.git.repo.RepoStatus;

/**
 * The changed files in their groups (Conflicts, Staged, Unstaged, Untracked), a heading row over
 * each group that has files. A virtual table, so a work tree with thousands of new files costs
 * the UI only the rows in view. The selection stays on the same files across a refresh.
 */
final class ChangesView {

	/** A heading (change null) or a file. */
	record Row(FileChange.Area area, FileChange change, int count) {
	}

	private final Table table;
	private final Font bold;
	private List<Row> rows = List.of();

	ChangesView(Composite parent, Font bold) {
		this.bold = bold;
		table = new Table(parent, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.MULTI);
		new TableColumn(table, SWT.LEFT).setWidth(420);
		table.addListener(SWT.SetData, event -> fill((TableItem) event.item, table.indexOf((TableItem) event.item)));
	}

	Table control() {
		return table;
	}

	void show(RepoStatus status) {
		Set<FileChange> wasSelected = new HashSet<>(selected());
		List<Row> now = new ArrayList<>();
		for (FileChange.Area area : FileChange.Area.values()) {
			List<FileChange> changes = status.changes(area);
			if (!changes.isEmpty()) {
				now.add(new Row(area, null, changes.size()));
				changes.forEach(change -> now.add(new Row(area, change, 0)));
			}
		}
		rows = List.copyOf(now);
		table.clearAll();
		table.setItemCount(rows.size());
		int[] keep = new int[rows.size()];
		int kept = 0;
		for (int i = 0; i < rows.size(); i++) {
			if (rows.get(i).change() != null && wasSelected.contains(rows.get(i).change())) {
				keep[kept++] = i;
			}
		}
		table.setSelection(Arrays.copyOf(keep, kept));
	}

	/** The selected files, in the table's order; a selected heading stands for its whole group. */
	List<FileChange> selected() {
		List<FileChange> selected = new ArrayList<>();
		int[] indices = table.getSelectionIndices();
		Arrays.sort(indices);
		for (int index : indices) {
			if (index >= rows.size()) {
				continue;
			}
			Row row = rows.get(index);
			if (row.change() != null) {
				if (!selected.contains(row.change())) {
					selected.add(row.change());
				}
			} else {
				rows.stream().filter(other -> other.area() == row.area() && other.change() != null && !selected.contains(other.change()))
						.forEach(other -> selected.add(other.change()));
			}
		}
		return selected;
	}

	/** Selects the file's row, as a click does; false when it is not listed. */
	boolean select(FileChange change) {
		for (int i = 0; i < rows.size(); i++) {
			if (change.equals(rows.get(i).change())) {
				table.setSelection(i);
				table.showSelection();
				return true;
			}
		}
		return false;
	}

	List<Row> rows() {
		return rows;
	}

	private void fill(TableItem item, int index) {
		Row row = rows.get(index);
		if (row.change() == null) {
			item.setText(NLS.bind(Messages.ChangesView_heading, row.area().title(), row.count()));
			item.setFont(bold);
		} else {
			item.setText("    " + row.change().code() + "  " + row.change().shown());
		}
	}
}
