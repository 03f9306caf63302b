package ovvi.ui.agent;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StyledCellLabelProvider;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.ViewerCell;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.part.ViewPart;

import ovvi.model.AgentStatus;
import ovvi.ui.Messages;
import ovvi.ui.UiCoalescer;
import ovvi.ui.UiIds;
import ovvi.ui.pages.Connections;

/**
 * Every agent of every open session, on every machine: its state, where it is and how long it has
 * been in that state, those waiting for the user first. Opening a row (double-click or Return)
 * brings its window, page, tab and card to the front with the keyboard in it. It reads the
 * sessions' stores only.
 */
public final class AgentsView extends ViewPart {

	public static final String ID = "ovvi.ui.agents";
	/** The "for" column moves by the second. */
	private static final int CLOCK_MS = 1000;

	private TableViewer viewer;
	private AgentsWatch watch;
	private final Runnable clock = this::tick;

	@Override
	public void createPartControl(Composite parent) {
		viewer = new TableViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		Table table = viewer.getTable();
		table.setData(UiIds.KEY, UiIds.AGENTS_TABLE);
		table.setHeaderVisible(true);
		AgentMarks marks = new AgentMarks(parent.getDisplay());
		column(Messages.Agents_agent, 160).setLabelProvider(new StyledCellLabelProvider() {
			@Override
			public void update(ViewerCell cell) {
				AgentRow row = (AgentRow) cell.getElement();
				StyledString text = new StyledString();
				marks.mark(text, row.pane().agentStatus());
				text.append(row.agent());
				cell.setText(text.getString());
				cell.setStyleRanges(text.getStyleRanges());
				super.update(cell);
			}
		});
		column(Messages.Agents_state, 70).setLabelProvider(text(row -> AgentMarks.word(row.pane().agentStatus())));
		column(Messages.Agents_for, 60).setLabelProvider(text(row -> row.inState(System.nanoTime())));
		column(Messages.Agents_space, 110).setLabelProvider(text(AgentRow::space));
		column(Messages.Agents_tab, 90).setLabelProvider(text(AgentRow::tab));
		column(Messages.Agents_session, 160).setLabelProvider(text(AgentRow::session));
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		viewer.addOpenListener(event -> {
			if (((IStructuredSelection) event.getSelection()).getFirstElement() instanceof AgentRow row) {
				PaneReveal.show(getSite().getWorkbenchWindow().getWorkbench(), row.connection(), row.pane().id());
			}
		});
		watch = new AgentsWatch(getSite().getService(Connections.class), new UiCoalescer(getSite().getService(UISynchronize.class), this::refresh));
		refresh();
		parent.getDisplay().timerExec(CLOCK_MS, clock);
	}

	private TableViewerColumn column(String name, int width) {
		TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
		column.getColumn().setText(name);
		column.getColumn().setWidth(width);
		return column;
	}

	private static ColumnLabelProvider text(Function<AgentRow, String> cell) {
		return new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return cell.apply((AgentRow) element);
			}
		};
	}

	/** The rows again from the stores, in their order now; the selected agent stays selected. */
	private void refresh() {
		if (viewer.getControl().isDisposed()) {
			return;
		}
		watch.follow();
		List<AgentRow> rows = AgentRow.of(getSite().getService(Connections.class).connections());
		viewer.setInput(rows);
		setContentDescription(summary(rows));
	}

	/** "No agents in the open sessions", or how many there are and how many wait for the user. */
	static String summary(List<AgentRow> rows) {
		if (rows.isEmpty()) {
			return Messages.Agents_none;
		}
		Map<AgentStatus, Long> counts = rows.stream().collect(Collectors.groupingBy(row -> row.pane().agentStatus(),
				() -> new EnumMap<>(AgentStatus.class), Collectors.counting()));
		StringBuilder text = new StringBuilder(NLS.bind(rows.size() == 1 ? Messages.Agents_one : Messages.Agents_many, rows.size()));
		for (AgentStatus status : new AgentStatus[] { AgentStatus.BLOCKED, AgentStatus.WORKING, AgentStatus.DONE }) {
			Long count = counts.get(status);
			if (count != null) {
				text.append(", ").append(count).append(' ').append(AgentMarks.word(status));
			}
		}
		return text.toString();
	}

	private void tick() {
		if (viewer.getControl().isDisposed()) {
			return;
		}
		if (viewer.getControl().isVisible()) {
			viewer.refresh(true);
		}
		Display.getCurrent().timerExec(CLOCK_MS, clock);
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}

	@Override
	public void dispose() {
		watch.dispose();
		Display.getCurrent().timerExec(-1, clock);
		super.dispose();
	}
}
