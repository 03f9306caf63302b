package ovvi.ui.commands;

import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;

import ovvi.model.AgentCommands;
import ovvi.model.AgentCommands.Agent;
import ovvi.model.Pane;
import ovvi.model.write.ReplacePane;
import ovvi.ui.Messages;
import ovvi.ui.pages.Writes;

/**
 * Start Agent Here ▸ for the keyboard card: each coding agent found on the pane's machine. The
 * pane is replaced by a new one that starts the agent (the model's {@link ReplacePane#agent}).
 * The machine is asked each time the menu opens, without waiting: the menu shows what the last
 * look-up found.
 */
public final class StartAgentMenu extends KeyboardPaneMenu {

	public static final String LOOKING = Messages.StartAgent_looking;
	public static final String NONE = Messages.StartAgent_none;

	@Override
	IContributionItem[] items(Target target, Pane pane) {
		AgentCommands machine = AgentCommands.of(target.page().machine().exec());
		List<Agent> agents = machine.found();
		machine.lookUp();
		if (agents == null) {
			return new IContributionItem[] { disabled(LOOKING) };
		}
		if (agents.isEmpty()) {
			return new IContributionItem[] { disabled(NONE) };
		}
		return agents.stream().map(agent -> start(target, pane, agent)).toArray(IContributionItem[]::new);
	}

	private static IContributionItem start(Target target, Pane pane, Agent agent) {
		return new ActionContributionItem(new Action(agent.name()) {
			@Override
			public void run() {
				Writes.submit(target.window(), target.page(), ReplacePane.agent(pane, agent.command(), agent.command()));
			}
		});
	}
}
