package ovvi.ui.sessions;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.jface.viewers.BaseLabelProvider;
import org.eclipse.jface.viewers.DelegatingStyledCellLabelProvider.IStyledLabelProvider;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.jface.viewers.StyledString.Styler;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;

import ovvi.model.AgentStatus;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.Messages;
import ovvi.ui.agent.AgentMarks;
import ovvi.ui.pages.PageState;
import ovvi.ui.pages.SessionPage;

/**
 * How a sidebar row reads before the workbench's decorations (the git line of a space is one,
 * {@link GitLineDecorator}): a page's session, machine and state; a space's name, its agents'
 * marks and counts; a tab's name and mark.
 */
final class SidebarLabels extends BaseLabelProvider implements IStyledLabelProvider {

	private final Styler dim = StyledString.QUALIFIER_STYLER;
	private final Styler problem;
	private final AgentMarks marks;

	SidebarLabels(Display display) {
		this.problem = AgentMarks.colored(display.getSystemColor(SWT.COLOR_DARK_RED));
		this.marks = new AgentMarks(display);
	}

	@Override
	public StyledString getStyledText(Object element) {
		return switch (element) {
		case SessionPage page -> page(page);
		case Space space -> space(space);
		case Tab tab -> tab(tab);
		default -> new StyledString(String.valueOf(element));
		};
	}

	@Override
	public Image getImage(Object element) {
		return null;
	}

	private StyledString page(SessionPage page) {
		StyledString text = new StyledString(page.sessionName());
		text.append("  " + (page.machine().demo() ? Messages.Sidebar_demo : page.machine().label()), dim);
		String state = PageState.text(page.connection());
		if (state != null) {
			text.append("\n" + state, this.problem);
		}
		return text;
	}

	private StyledString space(Space space) {
		StyledString text = new StyledString();
		marks.mark(text, space.agentStatus());
		text.append(SpaceNames.of(space));
		Map<AgentStatus, Integer> counts = agentCounts(space);
		for (AgentStatus status : new AgentStatus[] { AgentStatus.BLOCKED, AgentStatus.WORKING, AgentStatus.DONE }) {
			Integer count = counts.get(status);
			if (count != null) {
				text.append("  " + count + " " + AgentMarks.word(status), marks.styler(status));
			}
		}
		return text;
	}

	private StyledString tab(Tab tab) {
		StyledString text = new StyledString();
		marks.mark(text, tab.agentStatus());
		text.append(TabNames.of(tab));
		int panes = tab.panes().size();
		if (panes > 1) {
			text.append("  " + NLS.bind(Messages.Sidebar_panes, panes), dim);
		}
		return text;
	}

	/** How many of the space's agents are in each state. */
	static Map<AgentStatus, Integer> agentCounts(Space space) {
		Map<AgentStatus, Integer> counts = new EnumMap<>(AgentStatus.class);
		for (Tab tab : space.tabs()) {
			for (Pane pane : tab.panes()) {
				if (pane.agent() != null) {
					counts.merge(pane.agentStatus(), 1, Integer::sum);
				}
			}
		}
		return counts;
	}
}
