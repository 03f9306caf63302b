package ovvi.ui.commands;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.bindings.Binding;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.jface.bindings.keys.KeyStroke;
import org.eclipse.jface.bindings.keys.SWTKeySupport;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Widget;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.keys.IBindingService;

import ovvi.cards.WidgetRole;

/**
 * Ovvi's key bindings inside a terminal card. TM Terminal turns the workbench's key filter off
 * while a terminal has focus, so programs get every key; and on Linux M1 is Ctrl, which the
 * shell needs (Ctrl+D, Ctrl+W, Ctrl+T). So in a card a plain M1 chord goes to the program, and
 * Ovvi's commands answer to:
 * <ul>
 * <li>their own binding when it has M2 or M3 besides M1 (Ctrl+Shift+N, Ctrl+Alt+arrows), and</li>
 * <li>Ctrl+Shift+key for a command bound to M1+key alone (Ctrl+Shift+T is New Tab, as in GNOME Terminal).</li>
 * </ul>
 * The filter runs before the card's own key filter, which it is registered ahead of at start-up.
 */
public final class CardKeyBindings implements Listener {

	private static final ILog LOG = ILog.of(CardKeyBindings.class);

	private final IBindingService bindings;
	private final IHandlerService handlers;

	private CardKeyBindings(IWorkbench workbench) {
		this.bindings = workbench.getService(IBindingService.class);
		this.handlers = workbench.getService(IHandlerService.class);
	}

	/** Registers the filters on the workbench's display, before any card exists. */
	public static void install(IWorkbench workbench) {
		CardKeyBindings keys = new CardKeyBindings(workbench);
		workbench.getDisplay().addFilter(SWT.KeyDown, keys);
		workbench.getDisplay().addFilter(SWT.FocusIn, keys::keyboardMoved);
	}

	/**
	 * TM Terminal turns the workbench's key filter back on only in its terminal's focus-lost. A
	 * terminal that goes while it has the keyboard may never get one, and then no key binding of
	 * the window answers anywhere. So wherever the keyboard lands outside a terminal, the filter
	 * is on.
	 */
	private void keyboardMoved(Event event) {
		if (!isTerminal(event.widget) && !bindings.isKeyFilterEnabled()) {
			bindings.setKeyFilterEnabled(true);
		}
	}

	private static boolean isTerminal(Widget widget) {
		return widget != null && WidgetRole.TERMINAL.equals(widget.getData(WidgetRole.KEY));
	}

	@Override
	public void handleEvent(Event event) {
		if (!isTerminal(event.widget) || (event.stateMask & SWT.MOD1) == 0) {
			return;
		}
		KeyStroke typed = SWTKeySupport.convertAcceleratorToKeyStroke(SWTKeySupport.convertEventToUnmodifiedAccelerator(event));
		ParameterizedCommand command = commandFor(typed);
		if (command == null) {
			return;
		}
		event.doit = false;
		event.type = SWT.None;
		Display display = event.display;
		// after the key event: a handler may open a dialog, which must not run inside the filter
		display.asyncExec(() -> {
			try {
				handlers.executeCommand(command, null);
			} catch (Exception failed) {
				LOG.log(Status.warning(command.getId() + " did not run from a card's keys", failed));
			}
		});
	}

	private ParameterizedCommand commandFor(KeyStroke typed) {
		int modifiers = typed.getModifierKeys();
		boolean extra = (modifiers & (SWT.MOD2 | SWT.MOD3)) != 0;
		if (extra) {
			ParameterizedCommand own = ovviCommand(typed);
			if (own != null) {
				return own;
			}
		}
		if ((modifiers & SWT.MOD2) != 0 && (modifiers & SWT.MOD3) == 0) {
			return ovviCommand(KeyStroke.getInstance(modifiers & ~SWT.MOD2, typed.getNaturalKey()));
		}
		return null;
	}

	/** The command bound to the stroke, when it is one of Ovvi's (or the platform's Close and Rename, which Ovvi handles). */
	private ParameterizedCommand ovviCommand(KeyStroke stroke) {
		Binding binding = bindings.getPerfectMatch(KeySequence.getInstance(stroke));
		if (binding == null || binding.getParameterizedCommand() == null) {
			return null;
		}
		String id = binding.getParameterizedCommand().getId();
		return id.startsWith("ovvi.") || id.equals("org.eclipse.ui.file.close") || id.equals("org.eclipse.ui.edit.rename")
				? binding.getParameterizedCommand() : null;
	}
}
