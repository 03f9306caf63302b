package ovvi.ui.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

import org.eclipse.core.runtime.ILog;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import ovvi.ui.cli.InstanceSocket;
import ovvi.ui.cli.OpenTarget;
import ovvi.ui.commands.CardKeyBindings;
import ovvi.ui.open.Machines;
import ovvi.ui.pages.UnsavedChanges;
import ovvi.ui.pages.Connections;
import ovvi.ui.tab.SpareTerminals;

final class OvviWorkbenchAdvisor extends WorkbenchAdvisor {

	private static final ILog LOG = ILog.of(OvviWorkbenchAdvisor.class);

	/** The application's arguments, the Eclipse platform's own taken out. */
	private final String[] arguments;
	private InstanceSocket instanceSocket;
	/** The app's machines, which the workbench's context holds from start to shutdown. */
	private Machines machines;

	OvviWorkbenchAdvisor(String[] arguments) {
		this.arguments = arguments.clone();
	}

	@Override
	public void initialize(IWorkbenchConfigurer configurer) {
		configurer.setSaveAndRestore(true);
		IWorkbench workbench = configurer.getWorkbench();
		IEclipseContext context = workbench.getService(IEclipseContext.class);
		machines = new Machines(System.getenv(), workbench.getDisplay());
		context.set(Machines.class, machines);
		context.set(SpareTerminals.class, SpareTerminals.forThisComputer());
		context.set(UnsavedChanges.class, new UnsavedChanges());
	}

	@Override
	public void postStartup() {
		IWorkbench workbench = getWorkbenchConfigurer().getWorkbench();
		CardKeyBindings.install(workbench);
		CommandLineOpener opener = new CommandLineOpener(workbench);
		listenForLaterCommands(opener);
		openArgument(opener);
	}

	/** A later {@code ovvi} hands its argument to this Ovvi instead of starting another. */
	private void listenForLaterCommands(CommandLineOpener opener) {
		String socket = System.getProperty(InstanceSocket.PROPERTY);
		if (socket == null || socket.isEmpty()) {
			return;
		}
		try {
			instanceSocket = InstanceSocket.listen(Path.of(socket), opener).orElse(null);
		} catch (IOException failed) {
			LOG.warn("A later ovvi command will start another Ovvi: no socket at " + socket, failed);
		}
	}

	/** What the command line named first, before any option; the launch script checked it already. */
	private void openArgument(CommandLineOpener opener) {
		if (arguments.length == 0 || arguments[0].startsWith("-")) {
			return;
		}
		OpenTarget target;
		try {
			target = OpenTarget.parse(arguments[0], Path.of("").toAbsolutePath(), Path.of(System.getProperty("user.home")));
		} catch (OpenTarget.Invalid invalid) {
			LOG.warn("ovvi " + arguments[0] + ": " + invalid.getMessage());
			return;
		}
		// after the sessions of the last run, so what the command line names is the page in view
		IWorkbenchWindow window = getWorkbenchConfigurer().getWorkbench().getActiveWorkbenchWindow();
		(window == null ? CompletableFuture.completedFuture(null) : ReopenedPages.reopened(window))
				.whenComplete((reopened, failed) -> opener.accept(target));
	}

	@Override
	public boolean preShutdown() {
		getWorkbenchConfigurer().getWorkbench().getService(Connections.class).closeAll();
		return true;
	}

	@Override
	public void postShutdown() {
		// the windows are closed and the model is saved after this
		LoadableSavedModel.unselectUnsaved(getWorkbenchConfigurer().getWorkbench().getService(MApplication.class));
		machines.close();
		if (instanceSocket != null) {
			try {
				instanceSocket.close();
			} catch (IOException failed) {
				LOG.warn("Ovvi's socket for later commands stays behind", failed);
			}
		}
	}

	@Override
	public String getInitialWindowPerspectiveId() {
		return SessionsPerspective.ID;
	}

	@Override
	public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
		return new OvviWindowAdvisor(configurer);
	}
}
