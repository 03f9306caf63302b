package ovvi.ui.agent;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.osgi.util.NLS;

import ovvi.model.AgentStatus;
import ovvi.model.HostConnection;
import ovvi.model.Pane;
import ovvi.model.SessionKey;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.Messages;
import ovvi.ui.sessions.SpaceNames;
import ovvi.ui.sessions.TabNames;

/**
 * One agent of an open session, as the Agents view lists it. Its cells read the session's store
 * as it is now; nothing here asks herdr.
 */
record AgentRow(HostConnection connection, Pane pane) {

	/** Those waiting for the user first, then the busy, the finished and the idle; longest in their state first. */
	static final Comparator<AgentRow> BLOCKED_FIRST = Comparator
			.comparingInt((AgentRow row) -> urgency(row.pane().agentStatus()))
			.thenComparingLong(row -> row.pane().agentStatusSinceNanos());

	/** Every agent of these sessions, blocked first; sessions by machine and name, then herdr's order. */
	static List<AgentRow> of(List<HostConnection> connections) {
		List<AgentRow> rows = new ArrayList<>();
		connections.stream()
				.sorted(Comparator.comparing((HostConnection c) -> c.store().key().machine())
						.thenComparing(c -> c.store().key().session()))
				.forEach(connection -> {
					for (Space space : connection.store().spaces()) {
						for (Tab tab : space.tabs()) {
							tab.panes().stream().filter(pane -> pane.agent() != null)
									.forEach(pane -> rows.add(new AgentRow(connection, pane)));
						}
					}
				});
		// a stable sort: within a state and a time, herdr's order stays
		rows.sort(BLOCKED_FIRST);
		return rows;
	}

	private static int urgency(AgentStatus status) {
		return switch (status) {
		case BLOCKED -> 0;
		case WORKING -> 1;
		case DONE -> 2;
		case IDLE -> 3;
		case UNKNOWN -> 4;
		};
	}

	/** The agent's name: the one agent.start gave it, else herdr's label of the agent, with the pane's label. */
	String agent() {
		String name = pane.agentName() != null ? pane.agentName() : pane.agent();
		String label = pane.label();
		return label == null || label.isBlank() || label.equals(name) ? name : name + " · " + label;
	}

	String space() {
		Space space = connection.store().space(pane.spaceId());
		return space == null ? "" : SpaceNames.of(space);
	}

	String tab() {
		Tab tab = connection.store().tab(pane.tabId());
		return tab == null ? "" : TabNames.of(tab);
	}

	String session() {
		SessionKey key = connection.store().key();
		return key.session() + " · " + key.machine();
	}

	/** How long the agent has been in its state, at the coarsest unit that still moves. */
	String inState(long nowNanos) {
		return brief(Duration.ofNanos(Math.max(0, nowNanos - pane.agentStatusSinceNanos())));
	}

	static String brief(Duration duration) {
		long seconds = duration.toSeconds();
		if (seconds < 60) {
			return NLS.bind(Messages.Duration_seconds, seconds);
		}
		if (seconds < 3600) {
			return NLS.bind(Messages.Duration_minutes, seconds / 60);
		}
		if (seconds < 86_400) {
			long minutes = seconds / 60 % 60;
			return NLS.bind(Messages.Duration_hours, seconds / 3600) + (minutes == 0 ? "" : " " + NLS.bind(Messages.Duration_minutes, minutes));
		}
		return NLS.bind(Messages.Duration_days, seconds / 86_400);
	}
}
