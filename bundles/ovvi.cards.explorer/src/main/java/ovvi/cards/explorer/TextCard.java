package ovvi.cards.explorer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;

import ovvi.cards.CardContext;
import ovvi.cards.WidgetRole;
import ovvi.herdr.exec.ExecException;

/** A text file of the pane's machine, read-only, in the user's terminal font: {@code ovvi:text#<iid> <file>}. */
public final class TextCard extends LoadedCard<String> {

	public static final String TEXT_ROLE = "text.card.text";
	public static final String MESSAGE_ROLE = "text.card.message";

	private final StyledText text;

	TextCard(Composite parent, CardContext context) {
		super(parent, context, MESSAGE_ROLE);
		text = new StyledText(root, SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
		text.setData(WidgetRole.KEY, TEXT_ROLE);
		text.setFont(context.textFont());
		text.addListener(SWT.FocusIn, event -> context.keyboardIn());
		content(text);
		load();
	}

	@Override
	protected String read(String path) throws ExecException, InterruptedException {
		return FileContent.text(context.machine(), path);
	}

	@Override
	protected void show(String content) {
		text.setText(content);
	}

	@Override
	public void setFont(Font font) {
		text.setFont(font);
	}

	@Override
	public void copy() {
		text.copy();
	}

	@Override
	public void selectAll() {
		text.selectAll();
	}

	@Override
	public void focus() {
		text.setFocus();
	}

	/** The text shown. */
	public String text() {
		return text.getText();
	}
}
