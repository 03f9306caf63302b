package ovvi.cards.install;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.IJobChangeListener;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.equinox.p2.metadata.IInstallableUnit;
import org.eclipse.equinox.p2.operations.ProfileChangeOperation;
import org.eclipse.equinox.p2.operations.UninstallOperation;
import org.eclipse.equinox.p2.operations.UpdateOperation;
import org.eclipse.equinox.p2.ui.ProvisioningUI;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.ProgressMonitorDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/**
 * The cards a user installed from update sites, with Update… and Uninstall…, which run p2's own
 * wizards. The list follows the profile: it is read again whenever a job ends, which is how p2's
 * install, update and uninstall finish.
 */
final class InstalledCardsDialog extends Dialog {

	static final int UPDATE = IDialogConstants.CLIENT_ID + 1;
	static final int UNINSTALL = IDialogConstants.CLIENT_ID + 2;

	private final ProvisioningUI ui;
	private TableViewer viewer;
	private Label empty;
	private final IJobChangeListener jobs = new JobChangeAdapter() {
		@Override
		public void done(IJobChangeEvent event) {
			Shell shell = getShell();
			if (shell != null && !shell.isDisposed()) {
				shell.getDisplay().asyncExec(InstalledCardsDialog.this::refresh);
			}
		}
	};

	InstalledCardsDialog(Shell parent, ProvisioningUI ui) {
		super(parent);
		this.ui = ui;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(Messages.InstalledCardsDialog_title);
	}

	@Override
	protected boolean isResizable() {
		return true;
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		empty = new Label(area, SWT.WRAP);
		empty.setText(Messages.InstalledCardsDialog_empty);
		GridDataFactory.fillDefaults().grab(true, false).hint(480, SWT.DEFAULT).applyTo(empty);

		Composite tableHolder = new Composite(area, SWT.NONE);
		GridDataFactory.fillDefaults().grab(true, true).hint(560, 240).applyTo(tableHolder);
		TableColumnLayout columns = new TableColumnLayout();
		tableHolder.setLayout(columns);
		viewer = new TableViewer(tableHolder, SWT.MULTI | SWT.BORDER | SWT.FULL_SELECTION);
		viewer.getTable().setHeaderVisible(true);
		column(columns, Messages.InstalledCardsDialog_name, 5, CardProfile::name);
		column(columns, Messages.InstalledCardsDialog_version, 3, unit -> unit.getVersion().toString());
		column(columns, Messages.InstalledCardsDialog_provider, 2, unit -> Objects.toString(unit.getProperty(IInstallableUnit.PROP_PROVIDER, null), ""));
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		viewer.addSelectionChangedListener(event -> enableButtons());

		Job.getJobManager().addJobChangeListener(jobs);
		area.addDisposeListener(event -> Job.getJobManager().removeJobChangeListener(jobs));
		return area;
	}

	private void column(TableColumnLayout columns, String title, int weight,
			Function<IInstallableUnit, String> text) {
		TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
		column.getColumn().setText(title);
		columns.setColumnData(column.getColumn(), new ColumnWeightData(weight));
		column.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply((IInstallableUnit) element);
			}
		});
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, UPDATE, Messages.InstalledCardsDialog_update, false);
		createButton(parent, UNINSTALL, Messages.InstalledCardsDialog_uninstall, false);
		createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
		refresh();
	}

	@Override
	protected void buttonPressed(int buttonId) {
		switch (buttonId) {
		case UPDATE -> update(selected());
		case UNINSTALL -> uninstall(selected());
		case IDialogConstants.CLOSE_ID -> close();
		default -> super.buttonPressed(buttonId);
		}
	}

	/**
	 * Looks for newer versions of the selected cards on the known sites; p2 says when there is
	 * none, else its update wizard takes over.
	 */
	private void update(List<IInstallableUnit> cards) {
		UpdateOperation operation = ui.getUpdateOperation(cards, null);
		if (resolved(operation, Messages.InstalledCardsDialog_updateTitle, Messages.InstalledCardsDialog_updateFailed)) {
			ui.openUpdateWizard(true, operation, null);
		}
	}

	/** p2's uninstall wizard for the selected cards, on the plan it needs before it opens. */
	private void uninstall(List<IInstallableUnit> cards) {
		UninstallOperation operation = ui.getUninstallOperation(cards, null);
		if (resolved(operation, Messages.InstalledCardsDialog_uninstallTitle, Messages.InstalledCardsDialog_uninstallFailed)) {
			ui.openUninstallWizard(cards, operation, null);
		}
	}

	/**
	 * Resolves the change with a progress bar, and whether p2 goes on with it (it says itself why
	 * not, as when no update exists).
	 *
	 * @param failure the error dialog's text, with {0} for p2's reason
	 */
	private boolean resolved(ProfileChangeOperation operation, String title, String failure) {
		try {
			new ProgressMonitorDialog(getShell()).run(true, true, monitor -> operation.resolveModal(monitor));
		} catch (InvocationTargetException e) {
			MessageDialog.openError(getShell(), title, NLS.bind(failure, e.getCause().getMessage()));
			return false;
		} catch (InterruptedException e) {
			return false; // cancelled
		}
		return ui.getPolicy().continueWorkingWithOperation(operation, getShell());
	}

	private List<IInstallableUnit> selected() {
		return ((IStructuredSelection) viewer.getSelection()).toList().stream()
				.map(IInstallableUnit.class::cast).toList();
	}

	private void refresh() {
		if (viewer == null || viewer.getTable().isDisposed()) {
			return;
		}
		List<IInstallableUnit> cards = CardProfile.of(ui).map(CardProfile::installedCards).orElse(List.of());
		viewer.setInput(cards);
		empty.setVisible(cards.isEmpty());
		((GridData) empty.getLayoutData()).exclude = !cards.isEmpty();
		empty.getParent().layout();
		enableButtons();
	}

	private void enableButtons() {
		boolean any = !viewer.getSelection().isEmpty();
		for (int id : new int[] { UPDATE, UNINSTALL }) {
			Button button = getButton(id);
			if (button != null) {
				button.setEnabled(any);
			}
		}
	}
}
