package ovvi.ui.sessions;

import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;

import jakarta.annotation.PostConstruct;
import ovvi.ui.UiIds;

/** The sessions of this window's pages and their spaces; with none open, the way to open one. */
public final class SessionsView {

	public static final String ID = "ovvi.ui.sessions";
	public static final String OPEN_SESSION_COMMAND = "ovvi.ui.openSession";

	private Link openSession;

	@PostConstruct
	void createControls(Composite parent, ECommandService commands, EHandlerService handlers) {
		GridLayoutFactory.fillDefaults().margins(12, 12).spacing(0, 8).applyTo(parent);

		Label message = new Label(parent, SWT.WRAP);
		message.setText("No session is open.");
		message.setData(UiIds.KEY, UiIds.SESSIONS_EMPTY_MESSAGE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(message);

		ParameterizedCommand open = commands.createCommand(OPEN_SESSION_COMMAND, Map.of());
		openSession = new Link(parent, SWT.NONE);
		openSession.setText("<a>Open Session…</a>");
		openSession.setData(UiIds.KEY, UiIds.SESSIONS_OPEN_LINK);
		openSession.setEnabled(handlers.canExecute(open));
		openSession.addListener(SWT.Selection, event -> handlers.executeHandler(open));
	}

	@Focus
	void focus() {
		openSession.setFocus();
	}
}
