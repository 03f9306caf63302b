package ovvi.ui.tests;

import java.io.IOException;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSource;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.DragSourceListener;
import org.eclipse.swt.dnd.FileTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/**
 * Another program of the desktop that drags files, as a file manager does: a small window whose
 * label drags the paths given as arguments (XDND, text/uri-list), run by the tests as a process
 * of its own. It says on its output where the label is ("at X Y"), and when a drag started and
 * finished; it ends when its input closes.
 */
public final class FileDragSource implements DragSourceListener {

	private final String[] paths;

	private FileDragSource(String[] paths) {
		this.paths = paths;
	}

	public static void main(String[] paths) {
		Display display = new Display();
		Shell shell = new Shell(display, SWT.SHELL_TRIM);
		shell.setText("file drag source");
		shell.setLayout(new FillLayout());
		Label label = new Label(shell, SWT.CENTER);
		label.setText("drag me");
		DragSource source = new DragSource(label, DND.DROP_COPY | DND.DROP_LINK);
		source.setTransfer(new Transfer[] { FileTransfer.getInstance() });
		source.addDragListener(new FileDragSource(paths));
		label.addListener(SWT.Paint, event -> {
			Point middle = label.toDisplay(label.getSize().x / 2, label.getSize().y / 2);
			say("at " + middle.x + " " + middle.y);
		});
		Thread.ofVirtual().start(() -> {
			try {
				while (System.in.read() >= 0) {
					// until the test closes our input
				}
			} catch (IOException ended) {
				// ends as a closed input does
			}
			display.asyncExec(shell::dispose);
		});
		shell.setBounds(1200, 760, 300, 160);
		shell.open();
		while (!shell.isDisposed()) {
			if (!display.readAndDispatch()) {
				display.sleep();
			}
		}
		display.dispose();
	}

	private static void say(String line) {
		System.out.println(line);
		System.out.flush();
	}

	@Override
	public void dragStart(DragSourceEvent event) {
		say("started");
	}

	@Override
	public void dragSetData(DragSourceEvent event) {
		event.data = paths;
	}

	@Override
	public void dragFinished(DragSourceEvent event) {
		say("finished " + event.detail);
	}
}
