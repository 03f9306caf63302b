package ovvi.ui.agent;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.jface.viewers.StyledString;
import org.eclipse.jface.viewers.StyledString.Styler;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.TextStyle;
import org.eclipse.swt.widgets.Display;

import ovvi.model.AgentStatus;

/** How an agent's status looks wherever rows show it: a coloured ● (○ when idle) and its word. */
public final class AgentMarks {

	private final Map<AgentStatus, Styler> stylers = new EnumMap<>(AgentStatus.class);

	public AgentMarks(Display display) {
		stylers.put(AgentStatus.BLOCKED, colored(display.getSystemColor(SWT.COLOR_RED)));
		stylers.put(AgentStatus.WORKING, colored(new Color(0xd0, 0x80, 0x00)));
		stylers.put(AgentStatus.DONE, colored(display.getSystemColor(SWT.COLOR_DARK_GREEN)));
		stylers.put(AgentStatus.IDLE, StyledString.QUALIFIER_STYLER);
	}

	/** Text in this colour. */
	public static Styler colored(Color color) {
		return new Styler() {
			@Override
			public void applyStyles(TextStyle style) {
				style.foreground = color;
			}
		};
	}

	/** The status's colour, or null for a status that has no mark (no agent, or one herdr cannot tell). */
	public Styler styler(AgentStatus status) {
		return stylers.get(status);
	}

	/** Appends the status's mark and a space; nothing for a status that has no mark. */
	public void mark(StyledString text, AgentStatus status) {
		Styler styler = stylers.get(status);
		if (styler != null) {
			text.append(status == AgentStatus.IDLE ? "○ " : "● ", styler);
		}
	}

	/** The status as a row says it: herdr's word. */
	public static String word(AgentStatus status) {
		return status.name().toLowerCase(java.util.Locale.ROOT);
	}
}
