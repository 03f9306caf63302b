package ovvi.cards.git;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import ovvi.cards.git.repo.LogLine;

/**
 * HEAD's last commits as {@code git log --graph} draws them: the graph in the terminal font, so
 * its columns line up, beside each commit's branches and subject, author, age and id. A row of
 * the graph alone joins the columns between two commits.
 */
final class LogView {

	private static final String[] COLUMNS = { Messages.LogView_graph, Messages.LogView_subject, Messages.LogView_author, Messages.LogView_when,
			Messages.LogView_commit };
	private static final int[] WIDTHS = { 80, 360, 120, 110, 70 };

	private final Table table;
	private List<LogLine> lines = List.of();

	LogView(Composite parent, Font font) {
		table = new Table(parent, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.SINGLE);
		table.setHeaderVisible(true);
		table.setFont(font);
		for (int i = 0; i < COLUMNS.length; i++) {
			TableColumn column = new TableColumn(table, SWT.LEFT);
			column.setText(COLUMNS[i]);
			column.setWidth(WIDTHS[i]);
		}
		table.addListener(SWT.SetData, event -> fill((TableItem) event.item, table.indexOf((TableItem) event.item)));
	}

	Table control() {
		return table;
	}

	void show(List<LogLine> newLines) {
		if (newLines.equals(lines)) {
			return; // a refresh that found the same history keeps the user's scroll
		}
		lines = newLines;
		table.clearAll();
		table.setItemCount(lines.size());
	}

	List<LogLine> lines() {
		return lines;
	}

	private void fill(TableItem item, int index) {
		LogLine line = lines.get(index);
		item.setText(0, line.graph());
		if (line.commit() != null) {
			LogLine.Commit commit = line.commit();
			item.setText(1, (commit.refs().isEmpty() ? "" : "(" + commit.refs() + ") ") + commit.subject());
			item.setText(2, commit.author());
			item.setText(3, commit.when());
			item.setText(4, commit.id());
		}
	}
}
